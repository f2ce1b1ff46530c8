import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { holdingKeys, stockKeys } from '@tradeboard/ui';

/** Quick Actions: refetch the watchlist and the Main Fund holdings behind the indicator. */
export function QuickActions() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: stockKeys.list }) + useIsFetching({ queryKey: holdingKeys.all }) > 0;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stockKeys.list }),
      queryClient.invalidateQueries({ queryKey: holdingKeys.all }),
    ]);
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
