import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OVERVIEW_TEXTS } from '../../lib/overview/overviewTexts.js';

/** A part of the overview whose data has not arrived: a placeholder of its size, or why it cannot show. */
export function PendingOverviewPart({ failed }: { failed: boolean }) {
  return failed ? (
    <Typography color="text.secondary">{OVERVIEW_TEXTS.unavailable}</Typography>
  ) : (
    <Skeleton variant="rounded" height={200} />
  );
}
