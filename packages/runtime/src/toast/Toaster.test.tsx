import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.js';
import { toast, toastsAtom } from './toastStore.js';

beforeEach(() => getDefaultStore().set(toastsAtom, []));

describe('<Toaster/>', () => {
  it('renders nothing without a toast (a prerendered frame holds none)', () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
  });

  it('renders a toast raised from anywhere (another React root uses the same default store)', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Refresh Failed', description: 'Failed to refresh dashboard data', variant: 'destructive' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Refresh Failed');
    expect(alert.textContent).toContain('Failed to refresh dashboard data');
  });

  it("an action ('Undo') is a button in the toast: a click runs it once and closes the toast", () => {
    const undo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Holding Deleted', variant: 'success', action: { label: 'Undo', onClick: undo } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(
      getDefaultStore()
        .get(toastsAtom)
        .some((item) => item.open),
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
