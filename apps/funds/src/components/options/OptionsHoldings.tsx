import Stack from '@mui/material/Stack';
import type { OptionPosition } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { DataLayout, QueryState, SectionCard, useSortedRows } from '@tradeboard/ui';
import { useMemo } from 'react';
import { useDeleteOption } from '../../api/optionMutations.js';
import { useOptions } from '../../api/queries.js';
import { EMPTY_TEXTS } from '../../lib/messages.js';
import { optionSortValue } from '../../lib/options/optionRows.js';
import { fundLabel } from '../shared/fundLabels.js';
import { OptionAddForm } from './OptionAddForm.js';
import { deleteOptionColumn, optionColumns } from './optionColumns.js';

const rowKey = (row: OptionPosition) => row.id;
const rowLabel = (row: OptionPosition) => `${row.ticker} ${row.optionType} ${row.strike}`;

export interface OptionsHoldingsProps {
  /** The fund listed (undefined: every fund). */
  listFund: Fund | undefined;
  /** The fund new positions go into. */
  addFund: Fund;
}

/** 'Options Holdings' (admin): the add form and the positions with delete. */
export function OptionsHoldings({ listFund, addFund }: OptionsHoldingsProps) {
  const options = useOptions(listFund);
  const sorted = useSortedRows(options.data, optionSortValue);
  const remove = useDeleteOption();
  const columns = useMemo(
    () => [
      ...optionColumns(false),
      deleteOptionColumn(
        (row) => remove.mutate(row),
        (row) => remove.isPending && remove.variables?.id === row.id,
      ),
    ],
    [remove],
  );
  return (
    <SectionCard title="Options Holdings" subtitle={`New positions go into ${fundLabel(addFund)}`}>
      <Stack spacing={2.5}>
        <OptionAddForm fund={addFund} />
        {options.data ? (
          <DataLayout
            label="Options Holdings"
            empty={{ text: EMPTY_TEXTS.adminOptions }}
            rows={sorted.rows}
            columns={columns}
            sort={sorted.sort}
            rowKey={rowKey}
            rowLabel={rowLabel}
          />
        ) : (
          <QueryState
            query={options}
            loadingText="Loading options..."
            errorText="Failed to fetch options"
            label="Options Holdings"
          />
        )}
      </Stack>
    </SectionCard>
  );
}
