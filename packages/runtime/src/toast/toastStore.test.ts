import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastsAtom, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toastStore.js';

const visible = () =>
  getDefaultStore()
    .get(toastsAtom)
    .filter((item) => item.open);

beforeEach(() => {
  vi.useFakeTimers();
  getDefaultStore().set(toastsAtom, []);
});
afterEach(() => vi.useRealTimers());

describe('toast queue', () => {
  it('shows one toast at a time: the newest replaces the visible one', () => {
    toast({ title: 'Stock Added', description: 'New stock has been added to watchlist', variant: 'success' });
    toast({ title: 'Update Failed', description: 'Failed to update stock data.', variant: 'destructive' });
    expect(visible()).toHaveLength(1);
    expect(visible()[0]).toMatchObject({ title: 'Update Failed', variant: 'destructive' });
  });

  it('hides a toast after 5000 ms and purges it after 1000000 ms more', () => {
    toast({ title: 'Data Refreshed' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(visible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible()).toHaveLength(0);
    expect(getDefaultStore().get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getDefaultStore().get(toastsAtom)).toHaveLength(0);
  });

  it('defaults the variant and can be dismissed early', () => {
    const { dismiss } = toast({ title: 'Hello' });
    expect(visible()[0]?.variant).toBe('default');
    dismiss();
    expect(visible()).toHaveLength(0);
  });

  it('dismissToast() with no id hides everything', () => {
    toast({ title: 'A' });
    dismissToast();
    expect(visible()).toHaveLength(0);
  });
});
