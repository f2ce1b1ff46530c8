import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatUsTime } from '@tradeboard/types/core';
import { useLastUpdated } from './useLastUpdated.js';

export function useLastUpdatedText(): string {
  const lastUpdated = useLastUpdated(useQueryClient());
  return lastUpdated ? `Last updated: ${formatUsTime(lastUpdated, { seconds: true })}` : 'Last updated: —';
}

/** When the page's data last arrived: under the title on larger screens, in the ⋮ menu on phones. */
export function LastUpdated() {
  return (
    <Typography variant="caption" color="text.secondary" data-testid="last-updated">
      {useLastUpdatedText()}
    </Typography>
  );
}
