import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { holdingKeys, stockKeys, toast } from '@tradeboard/ui';

/** The header's Refresh All texts (SPEC section 2), for what this button refreshes (issue 28). */
const REFRESH_TOASTS = {
  done: { title: 'Data Refreshed', description: 'The watchlist and Main Fund positions have been updated.' },
  failed: { title: 'Refresh Failed', description: 'Failed to refresh dashboard data' },
} as const;

/** Quick Actions: refetch the watchlist and the Main Fund holdings behind the indicator, and say how it went. */
export function QuickActions() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: stockKeys.list }) + useIsFetching({ queryKey: holdingKeys.all }) > 0;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stockKeys.list }, { throwOnError: true }),
      queryClient.invalidateQueries({ queryKey: holdingKeys.all }, { throwOnError: true }),
    ]).then(
      () => toast({ ...REFRESH_TOASTS.done, variant: 'success' }),
      () => toast({ ...REFRESH_TOASTS.failed, variant: 'destructive' }),
    );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={() => void refresh()}
        disabled={fetching}
        fullWidth
      >
        Refresh All Data
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircleOutlineIcon fontSize="small" />
        <Typography variant="body2">Auto-save enabled</Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Every change is saved to the server the moment you submit or toggle it.
      </Typography>
    </>
  );
}
