import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Stock } from '@tradeboard/types';
import { RANGES, TREND_CODES } from '@tradeboard/types/core';
import { useToast } from '@tradeboard/ui';
import { SelectField } from '@tradeboard/ui/forms';
import { useState } from 'react';
import { useUpdateTrend } from '../../api/mutations.js';
import { TOASTS } from '../../lib/messages.js';
import { EMPTY_TREND_FORM, buildTrendUpdate, trendFormFor, type TrendFormValues } from '../../lib/trendForm.js';

const BX_FIELDS = [
  { key: 'monthlyBX', label: 'Monthly BX' },
  { key: 'weeklyBX', label: 'Weekly BX' },
  { key: 'dailyBX', label: 'Daily BX' },
] as const;

/** Manual BX Trend Entry: pick a stock, its range and BX values, then 'Update Trend'. */
export function TrendEntryForm({ stocks }: { stocks: readonly Stock[] }) {
  const [form, setForm] = useState<TrendFormValues>(EMPTY_TREND_FORM);
  /** The version of the stock the form was filled from: an edit made elsewhere since is not overwritten. */
  const [version, setVersion] = useState(1);
  const fillFrom = (stock: Stock | null | undefined) => {
    setForm(stock ? trendFormFor(stock) : EMPTY_TREND_FORM);
    setVersion(stock?.version ?? 1);
  };
  const updateTrend = useUpdateTrend({ onStale: fillFrom });
  const { toast } = useToast();

  // The chosen stock left the watchlist: start over rather than keep values for a stock that is gone.
  if (form.symbol && !stocks.some((stock) => stock.symbol === form.symbol)) setForm(EMPTY_TREND_FORM);

  const selectStock = (symbol: string) => {
    fillFrom(stocks.find((candidate) => candidate.symbol === symbol));
  };

  const submit = () => {
    const result = buildTrendUpdate(form);
    if (!result.ok) {
      toast({ ...TOASTS.invalidTrendUpdate, variant: 'destructive' });
      return;
    }
    updateTrend.mutate(
      { stock: { symbol: result.symbol, version }, update: result.update },
      { onSuccess: (saved) => setVersion(saved.version) },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Manual BX Trend Entry"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SelectField
          size="small"
          fullWidth
          label="Symbol"
          value={form.symbol}
          options={stocks.map((stock) => stock.symbol)}
          emptyLabel="Select a stock"
          onChange={selectStock}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SelectField
          size="small"
          fullWidth
          label="Range"
          value={form.range}
          options={RANGES}
          emptyLabel="None"
          onChange={(range) => setForm({ ...form, range })}
        />
      </Box>
      {BX_FIELDS.map(({ key, label }) => (
        <SelectField
          size="small"
          fullWidth
          key={key}
          label={label}
          value={form[key]}
          options={TREND_CODES}
          emptyLabel="None"
          onChange={(value) => setForm({ ...form, [key]: value })}
        />
      ))}
      <Button type="submit" variant="contained" disabled={updateTrend.isPending} sx={{ alignSelf: 'end', height: 40 }}>
        Update Trend
      </Button>
    </Box>
  );
}
