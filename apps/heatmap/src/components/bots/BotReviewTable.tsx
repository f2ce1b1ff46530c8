import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { visuallyHidden } from '@tradeboard/ui';
import { positionLabel } from '../../lib/bots.js';
import type { ReviewRow } from '../../lib/botReview.js';

interface BotReviewTableProps {
  rows: readonly ReviewRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** Stock, Bot, Current, Proposed, Confidence and a tick per proposal; rows that change nothing are greyed. */
export function BotReviewTable({ rows, selected, onToggle }: BotReviewTableProps) {
  return (
    <TableContainer sx={{ maxHeight: '24rem' }}>
      <Table
        size="small"
        stickyHeader
        aria-label="Proposed bot positions"
        sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Apply
              </Box>
            </TableCell>
            <TableCell>Stock</TableCell>
            <TableCell sx={wideOnly}>Bot</TableCell>
            <TableCell>Current</TableCell>
            <TableCell>Proposed</TableCell>
            <TableCell align="right">Confidence</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const label = `Apply ${row.botLabel} ${positionLabel(row.proposed)} for ${row.symbol}`;
            return (
              <TableRow
                key={row.id}
                sx={row.changes ? undefined : { '& td': { color: 'text.disabled' } }}
                data-row={row.id}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={row.changes && selected.has(row.id)}
                    disabled={!row.changes}
                    onChange={() => onToggle(row.id)}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </TableCell>
                <TableCell>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {row.symbol}
                  </Box>
                  {/* Phones have no Bot column: the bot goes under the symbol. */}
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, typography: 'caption' }}>
                    {row.botLabel}
                  </Box>
                </TableCell>
                <TableCell sx={wideOnly}>{row.botLabel}</TableCell>
                <TableCell>{row.current === undefined ? 'Not on the watchlist' : positionLabel(row.current)}</TableCell>
                <TableCell>{positionLabel(row.proposed)}</TableCell>
                <TableCell align="right">
                  {row.lowConfidence ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<WarningAmberIcon color="warning" />}
                      label={`${row.confidence} (low)`}
                      sx={{ borderColor: 'warning.main' }}
                    />
                  ) : (
                    row.confidence
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
