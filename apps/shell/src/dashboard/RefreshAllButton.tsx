import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@tradeboard/ui';
import { useState } from 'react';

/** Invalidates every cached query of every module (they all share the shell's QueryClient). */
export function RefreshAllButton({ compact = false }: { compact?: boolean }) {
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

  if (compact) {
    return (
      <Tooltip title="Refresh All">
        <span>
          <IconButton color="inherit" aria-label="Refresh All" onClick={refreshAll} disabled={refreshing}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={<RefreshIcon />}
      onClick={refreshAll}
      disabled={refreshing}
    >
      Refresh All
    </Button>
  );
}
