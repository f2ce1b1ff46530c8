import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NotSet, SignedPnl, formatCurrency } from '@tradeboard/ui';
import type { PerformancePoint } from '../../lib/overview/performanceSeries.js';

/** The chart's data as a table: the accessible alternative (newest day first). */
export function PerformanceTable({
  id,
  points,
  caption,
}: {
  id: string;
  points: readonly PerformancePoint[];
  caption: string;
}) {
  return (
    <TableContainer id={id} sx={{ maxHeight: 320, mt: 2 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Date
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Total Value
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              P&L
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...points].reverse().map((point) => (
            <TableRow key={point.date}>
              <TableCell component="th" scope="row">
                {point.date}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(point.totalValue, 0)}
              </TableCell>
              <TableCell align="right">
                {point.dailyPnl === null ? (
                  <NotSet label="No earlier snapshot" />
                ) : (
                  <SignedPnl value={point.dailyPnl} decimals={0} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
