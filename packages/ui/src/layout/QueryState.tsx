import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState } from './LoadingState.js';

export interface QueryStateProps {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;
  /** Shown while the query loads, e.g. 'Loading watchlist...'. */
  loadingText: string;
  /** Shown when it failed, e.g. 'Failed to fetch stocks' (SPEC section 8). */
  errorText: string;
  /** What the data feeds, e.g. 'Weekly Watchlist': names the button 'Retry Weekly Watchlist' (a page can show several). */
  label: string;
}

/**
 * Loading and failure of any query, or null once the data is there and the caller renders it:
 * `{query.data ? <List rows={query.data} /> : <QueryState query={query} ... />}`.
 */
export function QueryState({ query, loadingText, errorText, label }: QueryStateProps) {
  if (query.isPending) return <LoadingState text={loadingText} />;
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
        {errorText}
      </Alert>
    );
  }
  return null;
}
