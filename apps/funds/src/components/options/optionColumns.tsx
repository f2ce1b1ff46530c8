import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { OptionPosition } from '@tradeboard/types';
import { formatExpiry } from '@tradeboard/types/core';
import { formatCurrency, type Column } from '@tradeboard/ui';
import type { OptionSortKey } from '../../lib/options/optionRows.js';

type OptionColumn = Column<OptionPosition, OptionSortKey>;

const LABELS: Record<OptionSortKey, string> = {
  ticker: 'Ticker',
  optionType: 'Type',
  strike: 'Strike',
  expiry: 'Expiry',
  quantity: 'Quantity',
  price: 'Price',
  currentPrice: 'Mark',
};

/**
 * Ticker, Type (CALL/PUT), Strike, Expiry (MM/DD/YYYY), Quantity, Price, Mark (the statement's
 * price per share of the contract, stored by an import; '—' for a position without one). The
 * student view writes the headers in capitals.
 */
export function optionColumns(upperCase: boolean): OptionColumn[] {
  const label = (key: OptionSortKey) => (upperCase ? LABELS[key].toUpperCase() : LABELS[key]);
  return [
    {
      id: 'ticker',
      label: label('ticker'),
      sortKey: 'ticker',
      render: (row) => <Typography sx={{ fontWeight: 700 }}>{row.ticker}</Typography>,
    },
    {
      id: 'type',
      label: label('optionType'),
      sortKey: 'optionType',
      tile: { inline: true },
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          label={row.optionType}
          sx={{ color: `optionType.${row.optionType}`, borderColor: 'currentColor', fontWeight: 700 }}
        />
      ),
    },
    {
      id: 'strike',
      label: label('strike'),
      sortKey: 'strike',
      align: 'right',
      tile: { inline: true },
      render: (row) => formatCurrency(row.strike),
    },
    { id: 'expiry', label: label('expiry'), sortKey: 'expiry', render: (row) => formatExpiry(row.expiry) },
    {
      id: 'quantity',
      label: label('quantity'),
      sortKey: 'quantity',
      align: 'right',
      tile: { inline: true },
      render: (row) => row.quantity.toLocaleString('en-US'),
    },
    {
      id: 'price',
      label: label('price'),
      sortKey: 'price',
      align: 'right',
      tile: { inline: true },
      render: (row) => formatCurrency(row.price),
    },
    {
      id: 'currentPrice',
      label: label('currentPrice'),
      sortKey: 'currentPrice',
      align: 'right',
      tile: { inline: true },
      render: (row) =>
        row.currentPrice != null ? (
          formatCurrency(row.currentPrice)
        ) : (
          <span aria-label="no mark" title="No mark: added by hand or imported without one">
            —
          </span>
        ),
    },
  ];
}

export function deleteOptionColumn(
  onDelete: (row: OptionPosition) => void,
  deleting: (row: OptionPosition) => boolean,
): OptionColumn {
  return {
    id: 'actions',
    label: 'Actions',
    align: 'right',
    tile: { inline: true },
    render: (row) => (
      <IconButton
        size="small"
        aria-label={`Delete ${row.ticker} ${row.optionType} ${row.strike}`}
        onClick={() => onDelete(row)}
        disabled={deleting(row)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    ),
  };
}
