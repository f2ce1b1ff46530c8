import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatUsTime } from '@tradeboard/types/core';
import { useHydrated } from '../frame/hydration.js';
import { useLastUpdated } from './useLastUpdated.js';

/**
 * The served frame was prerendered with no data: the render that hydrates it shows none either,
 * though the page may carry answers (the bell's) that the first render already put in the cache.
 */
export function useLastUpdatedText(): string {
  const lastUpdated = useLastUpdated(useQueryClient());
  const hydrated = useHydrated();
  return hydrated && lastUpdated ? `Last updated: ${formatUsTime(lastUpdated, { seconds: true })}` : 'Last updated: —';
}

/** When the page's data last arrived: under the title on larger screens, in the ⋮ menu on phones. */
export function LastUpdated() {
  return (
    <Typography variant="caption" color="text.secondary" data-testid="last-updated">
      {useLastUpdatedText()}
    </Typography>
  );
}
