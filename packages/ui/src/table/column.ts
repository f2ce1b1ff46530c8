import type { ReactNode } from 'react';
import type { SortValue } from '../sort/sortRows.js';
import type { SortState } from '../sort/useSortState.js';

/** One column of a DataTable, and one line of a DataTiles card. */
export interface Column<Row, K extends string = string> {
  id: string;
  label: string;
  /** Columns with a key sort on click (table header) or on their chip (cards). */
  sortKey?: K;
  align?: 'left' | 'center' | 'right';
  render: (row: Row) => ReactNode;
  /** Card layout: a shorter label, and whether label and value share one line (default: value below label). */
  tile?: { label?: string; inline?: boolean };
}

/** Sort state plus its toggle, as returned by useSortedRows / useSortState. */
export type SortControl<K> = SortState<K> & { toggleSort: (key: K) => void };

/** How DataLayout tells rows apart, and which stock a row is about (for the shell's focus target). */
export interface RowIdentity<Row> {
  /** React key of a row: unique in the list (a holdings list can hold one ticker in two funds). */
  rowKey: (row: Row) => string;
  /** The symbol a row stands for: rows carry `data-symbol`, are scrolled to and highlighted when focused. */
  rowSymbol?: (row: Row) => string;
  /** Accessible name of a card (default: its symbol). */
  rowLabel?: (row: Row) => string;
}

export type SortValueOf<Row, K> = (row: Row, key: K) => SortValue;
