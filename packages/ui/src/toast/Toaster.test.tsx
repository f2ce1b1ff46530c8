import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toaster.js';
import { toast, toastsAtom } from './toastStore.js';

beforeEach(() => getDefaultStore().set(toastsAtom, []));

describe('<Toaster/>', () => {
  it('renders a toast raised from anywhere (another React root uses the same default store)', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Refresh Failed', description: 'Failed to refresh dashboard data', variant: 'destructive' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Refresh Failed');
    expect(alert.textContent).toContain('Failed to refresh dashboard data');
  });
});
