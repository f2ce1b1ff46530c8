import type { OptionPosition } from '@tradeboard/types';
import { DataLayout, SectionCard, useSortedRows } from '@tradeboard/ui';
import { EMPTY_TEXTS } from '../../lib/messages.js';
import { optionSortValue } from '../../lib/options/optionRows.js';
import { optionColumns } from '../options/optionColumns.js';

const COLUMNS = optionColumns(true);
const rowKey = (row: OptionPosition) => row.id;
const rowLabel = (row: OptionPosition) => `${row.ticker} ${row.optionType} ${row.strike}`;

/** Student 'Options Positions': read-only with a positions count. */
export function StudentOptions({ options }: { options: readonly OptionPosition[] }) {
  const sorted = useSortedRows(options, optionSortValue);
  const count = `${options.length} position${options.length === 1 ? '' : 's'}`;
  return (
    <SectionCard title="Options Positions" subtitle={count}>
      <DataLayout
        label="Options Positions"
        empty={{ text: EMPTY_TEXTS.studentOptions, hint: EMPTY_TEXTS.studentOptionsHint }}
        rows={sorted.rows}
        columns={COLUMNS}
        sort={sorted.sort}
        rowKey={rowKey}
        rowLabel={rowLabel}
      />
    </SectionCard>
  );
}
