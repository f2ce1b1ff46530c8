import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@tradeboard/ui';
import { useState } from 'react';

/** Invalidates every cached query of every module (they all share the shell's QueryClient). */
export function useRefreshAll() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  async function refreshAll() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries(undefined, { throwOnError: true });
      toast({ title: 'Data Refreshed', description: 'All dashboard data has been updated.', variant: 'success' });
    } catch {
      toast({ title: 'Refresh Failed', description: 'Failed to refresh dashboard data', variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  }
  return { refreshAll, refreshing };
}

/** The header's 'Refresh All' button (on phones the same action is in the ⋮ menu). */
export function RefreshAllButton() {
  const { refreshAll, refreshing } = useRefreshAll();
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={<RefreshIcon />}
      onClick={() => void refreshAll()}
      disabled={refreshing}
    >
      Refresh All
    </Button>
  );
}
