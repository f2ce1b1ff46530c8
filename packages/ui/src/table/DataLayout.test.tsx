import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { focusSymbolAtom } from '@tradeboard/runtime';
import { setViewportWidth } from '../testing/viewport.js';
import type { Column } from './column.js';
import { DataLayout } from './DataLayout.js';
import { useSortedRows } from './useSortedRows.js';

interface Position {
  id: string;
  fund: string;
  ticker: string;
  quantity: number | null;
}
type Key = 'ticker' | 'quantity';

// The same ticker in two funds: rows are keyed by id, focused by ticker.
const positions: Position[] = [
  { id: '1', fund: 'Growth Fund', ticker: 'TSLA', quantity: 5 },
  { id: '2', fund: 'Main Fund', ticker: 'AAPL', quantity: null },
  { id: '3', fund: 'Value Fund', ticker: 'TSLA', quantity: 50 },
];
const columns: Column<Position, Key>[] = [
  { id: 'ticker', label: 'Ticker', sortKey: 'ticker', render: (row) => row.ticker },
  { id: 'fund', label: 'Fund', render: (row) => row.fund },
  {
    id: 'quantity',
    label: 'Quantity',
    sortKey: 'quantity',
    align: 'right',
    tile: { label: 'Qty', inline: true },
    render: (row) => row.quantity ?? '—',
  },
];
const sortValue = (row: Position, key: Key) => row[key];

const EMPTY = { text: 'No positions yet.', hint: 'Add one above.' };

function Positions({ from = positions }: { from?: readonly Position[] }) {
  const { rows, sort } = useSortedRows(from, sortValue);
  return (
    <DataLayout
      label="Positions"
      empty={EMPTY}
      rows={rows}
      columns={columns}
      sort={sort}
      rowKey={(row) => row.id}
      rowSymbol={(row) => row.ticker}
      rowLabel={(row) => `${row.ticker} in ${row.fund}`}
    />
  );
}

describe('DataLayout', () => {
  it('is a table with sortable headers on large screens: ascending, then descending, empty values last', async () => {
    setViewportWidth(1400);
    render(<Positions />);
    const table = within(screen.getByRole('table', { name: 'Positions' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Ticker', 'Fund', 'Quantity']);
    const quantities = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
    expect(quantities()).toEqual(['5', '—', '50']);
    await userEvent.click(table.getByRole('button', { name: 'Quantity' }));
    expect(quantities()).toEqual(['5', '50', '—']);
    await userEvent.click(table.getByRole('button', { name: 'Quantity' }));
    expect(quantities()).toEqual(['50', '5', '—']);
    expect(table.getByRole('columnheader', { name: 'Quantity' }).getAttribute('aria-sort')).toBe('descending');

    // A click anywhere in the header cell sorts too (issue 28), once; so do Enter and Space on the label.
    await userEvent.click(table.getByRole('columnheader', { name: 'Ticker' }));
    expect(table.getByRole('columnheader', { name: 'Ticker' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(table.getByRole('columnheader', { name: 'Ticker' }));
    expect(table.getByRole('columnheader', { name: 'Ticker' }).getAttribute('aria-sort')).toBe('descending');
    table.getByRole('button', { name: 'Quantity' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(table.getByRole('columnheader', { name: 'Quantity' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('is a list of cards with sort chips below the large breakpoint', async () => {
    setViewportWidth(390);
    render(<Positions />);
    const list = within(screen.getByRole('list', { name: 'Positions' }));
    const card = within(list.getByRole('listitem', { name: 'TSLA in Value Fund' }));
    expect(card.getByText('Qty')).toBeTruthy();
    expect(card.getByText('50')).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Sort by' }));
    await userEvent.click(chips.getByRole('button', { name: 'Ticker' }));
    expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'AAPL in Main Fund',
      'TSLA in Growth Fund',
      'TSLA in Value Fund',
    ]);
    expect(chips.getByRole('button', { name: 'Ticker, sorted ascending' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("scrolls to and highlights every row of the shell's focused symbol while the focus is set", () => {
    setViewportWidth(1400);
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.symbol ?? '');
    });
    render(<Positions />);
    const rows = () => screen.getAllByRole('row').slice(1);
    act(() => getDefaultStore().set(focusSymbolAtom, { symbol: 'TSLA', nonce: 1 }));
    expect(scrolled).toEqual(['TSLA']);
    expect(rows().map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, 'true']);
    act(() => getDefaultStore().set(focusSymbolAtom, null));
    expect(rows().every((row) => row.getAttribute('aria-current') === null)).toBe(true);
  });

  it('says what the empty sentence and hint say, with no table, cards or sort chips, when there are no rows', () => {
    for (const width of [1400, 390]) {
      setViewportWidth(width);
      const { unmount } = render(<Positions from={[]} />);
      expect(screen.getByText('No positions yet.')).toBeTruthy();
      expect(screen.getByText('Add one above.')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('list')).toBeNull();
      expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();
      unmount();
    }
  });
});
