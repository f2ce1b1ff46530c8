import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useLastUpdated } from './useLastUpdated.js';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

export function useLastUpdatedText(): string {
  const lastUpdated = useLastUpdated(useQueryClient());
  return lastUpdated ? `Last updated: ${timeFormat.format(lastUpdated)}` : 'Last updated: —';
}

/** When the page's data last arrived: under the title on larger screens, in the ⋮ menu on phones. */
export function LastUpdated() {
  return (
    <Typography variant="caption" color="text.secondary" data-testid="last-updated">
      {useLastUpdatedText()}
    </Typography>
  );
}
