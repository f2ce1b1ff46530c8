import { act, screen, within } from '@testing-library/react';
import { focusSymbolAtom } from '@tradeboard/ui';
import { getDefaultStore } from 'jotai';
import { installFakeApi, makeStock, renderView, setViewportWidth } from '@tradeboard/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentHeatmapView } from '../../views/StudentHeatmapView.js';

beforeEach(() => {
  setViewportWidth(1400);
  const api = installFakeApi();
  api.on('GET', '/api/stocks', { body: [makeStock('AAPL'), makeStock('MSFT')] });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [] });
});
afterEach(() => getDefaultStore().set(focusSymbolAtom, null));

describe('focus target from the shell', () => {
  it('scrolls the focused stock into view and highlights it while the focus is set', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.symbol ?? '');
    });
    renderView(<StudentHeatmapView />);
    const table = within(await screen.findByRole('table', { name: 'Weekly Watchlist' }));
    const row = (symbol: string) => table.getAllByRole('row').find((candidate) => candidate.dataset.symbol === symbol)!;

    act(() => getDefaultStore().set(focusSymbolAtom, { symbol: 'MSFT', nonce: 1 }));
    expect(scrolled).toEqual(['MSFT']);
    expect(row('MSFT').getAttribute('aria-current')).toBe('true');
    expect(row('AAPL').getAttribute('aria-current')).toBeNull();

    act(() => getDefaultStore().set(focusSymbolAtom, null));
    expect(row('MSFT').getAttribute('aria-current')).toBeNull();
  });
});
