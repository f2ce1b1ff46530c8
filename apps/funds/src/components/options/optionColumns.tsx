import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Chip, IconButton, Typography } from '@mui/material';
import type { OptionPosition } from '@tradeboard/types';
import { formatExpiry } from '@tradeboard/types/core';
import { formatCurrency, type Column } from '@tradeboard/ui';

type OptionColumn = Column<OptionPosition, never>;

const LABELS = ['Ticker', 'Type', 'Strike', 'Expiry', 'Quantity', 'Price'] as const;

/** Ticker, Type (CALL/PUT), Strike, Expiry (MM/DD/YYYY), Quantity, Price; the student view writes the headers in capitals. */
export function optionColumns(upperCase: boolean): OptionColumn[] {
  const [ticker, type, strike, expiry, quantity, price] = LABELS.map((label) => (upperCase ? label.toUpperCase() : label)) as unknown as typeof LABELS;
  return [
    { id: 'ticker', label: ticker, render: (row) => <Typography sx={{ fontWeight: 700 }}>{row.ticker}</Typography> },
    {
      id: 'type',
      label: type,
      tile: { inline: true },
      render: (row) => <Chip size="small" variant="outlined" label={row.optionType} sx={{ color: `optionType.${row.optionType}`, borderColor: 'currentColor', fontWeight: 700 }} />,
    },
    { id: 'strike', label: strike, align: 'right', tile: { inline: true }, render: (row) => formatCurrency(row.strike) },
    { id: 'expiry', label: expiry, tile: { inline: true }, render: (row) => formatExpiry(row.expiry) },
    { id: 'quantity', label: quantity, align: 'right', tile: { inline: true }, render: (row) => row.quantity.toLocaleString('en-US') },
    { id: 'price', label: price, align: 'right', tile: { inline: true }, render: (row) => formatCurrency(row.price) },
  ];
}

export function deleteOptionColumn(onDelete: (row: OptionPosition) => void, deleting: (row: OptionPosition) => boolean): OptionColumn {
  return {
    id: 'actions',
    label: 'Actions',
    align: 'right',
    tile: { inline: true },
    render: (row) => (
      <IconButton size="small" aria-label={`Delete ${row.ticker} ${row.optionType} ${row.strike}`} onClick={() => onDelete(row)} disabled={deleting(row)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    ),
  };
}
