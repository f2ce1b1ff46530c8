export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en-US', { numeric: true, sensitivity: 'base' });
}

const isMissing = (value: SortValue) => value === null || value === undefined || value === '';

/**
 * A sorted copy of `rows`. With no key the original order is kept (the SPEC's "no sort by
 * default"). Missing values (null, undefined, '') always go last, whatever the direction.
 */
export function sortRows<Row, K>(
  rows: readonly Row[],
  key: K | null,
  direction: SortDirection,
  accessor: (row: Row, key: K) => SortValue,
): Row[] {
  if (key === null) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: accessor(row, key) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.value);
      const bMissing = isMissing(b.value);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
