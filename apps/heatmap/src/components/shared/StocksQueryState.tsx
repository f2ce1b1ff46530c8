import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Loading and failure of the stocks list ('Failed to fetch stocks', SPEC section 8), or null when
 * the data is there and the caller renders it.
 */
export function StocksQueryState({
  query,
  label,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;
  /** What the list feeds, e.g. 'Weekly Watchlist': names the Retry button ('Retry Weekly Watchlist'). */
  label: string;
}) {
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">Loading watchlist...</Typography>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()} aria-label={`Retry ${label}`}>
            Retry
          </Button>
        }
      >
        Failed to fetch stocks
      </Alert>
    );
  }
  return null;
}
