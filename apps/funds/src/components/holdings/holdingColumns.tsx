import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SignedPnl, formatCurrency, type Column } from '@tradeboard/ui';
import type { HoldingRow, HoldingSortKey } from '../../lib/holdings/holdingRows.js';
import { EMPTY_TEXTS } from '../../lib/messages.js';
import { DateOpenedCell } from './DateOpenedCell.js';

type HoldingColumn = Column<HoldingRow, HoldingSortKey>;

const number = (text: string) => (
  <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {text}
  </Typography>
);

/** Ticker .. Portfolio %: the columns both views show. `labels` are the header texts (the student view writes them in capitals). */
function figureColumns(labels: Record<HoldingSortKey, string>): HoldingColumn[] {
  return [
    {
      id: 'ticker',
      label: labels.ticker,
      sortKey: 'ticker',
      render: (row) => <Typography sx={{ fontWeight: 700 }}>{row.ticker}</Typography>,
    },
    {
      id: 'quantity',
      label: labels.quantity,
      sortKey: 'quantity',
      align: 'right',
      tile: { inline: true },
      render: (row) => number(row.quantity.toLocaleString('en-US')),
    },
    {
      id: 'tradePrice',
      label: labels.tradePrice,
      sortKey: 'tradePrice',
      align: 'right',
      tile: { inline: true },
      render: (row) => number(formatCurrency(row.tradePrice)),
    },
    {
      id: 'pnlPercent',
      label: labels.pnlPercent,
      sortKey: 'pnlPercent',
      align: 'right',
      render: (row) => <SignedPnl value={row.pnlPercent} format="percent" />,
    },
    {
      id: 'pnlOpen',
      label: labels.pnlOpen,
      sortKey: 'pnlOpen',
      align: 'right',
      render: (row) => <SignedPnl value={row.pnlOpen} />,
    },
    {
      id: 'portfolioPercent',
      label: labels.portfolioPercent,
      sortKey: 'portfolioPercent',
      align: 'right',
      tile: { inline: true },
      render: (row) => number(`${row.portfolioPercent.toFixed(2)}%`),
    },
  ];
}

const ADMIN_LABELS: Record<HoldingSortKey, string> = {
  ticker: 'Ticker',
  quantity: 'Quantity',
  tradePrice: 'Trade Price',
  pnlPercent: 'P&L %',
  pnlOpen: 'P&L Open',
  portfolioPercent: 'Portfolio %',
  dateOpened: 'Date Opened',
};

const STUDENT_LABELS = Object.fromEntries(
  Object.entries(ADMIN_LABELS).map(([key, label]) => [key, label.toUpperCase()]),
) as Record<HoldingSortKey, string>;

export function adminHoldingColumns(
  onDelete: (row: HoldingRow) => void,
  deleting: (row: HoldingRow) => boolean,
): HoldingColumn[] {
  return [
    ...figureColumns(ADMIN_LABELS),
    {
      id: 'dateOpened',
      label: ADMIN_LABELS.dateOpened,
      sortKey: 'dateOpened',
      render: (row) => (
        <DateOpenedCell id={row.id} version={row.version} ticker={row.ticker} dateOpened={row.dateOpened} />
      ),
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      tile: { inline: true },
      render: (row) => (
        <IconButton
          size="small"
          aria-label={`Delete ${row.ticker}`}
          onClick={() => onDelete(row)}
          disabled={deleting(row)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

export const STUDENT_HOLDING_COLUMNS: HoldingColumn[] = [
  ...figureColumns(STUDENT_LABELS),
  {
    id: 'dateOpened',
    label: STUDENT_LABELS.dateOpened,
    sortKey: 'dateOpened',
    render: (row) =>
      row.dateOpened ?? (
        <Typography variant="body2" color="text.secondary">
          {EMPTY_TEXTS.notSet}
        </Typography>
      ),
  },
];
