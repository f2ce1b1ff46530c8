/**
 * 'Modules' from the admin menu (issue 26): each remote module's active version, when and by whom it
 * was deployed, its history (refused deploys with the check that refused them), and Roll back, which
 * asks first. The list follows the live stream ('modules'), so a deploy from CI shows up here. A
 * module that failed to load in this browser is marked, with what its fallback said.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModuleDeployment, ModuleStatus } from '@tradeboard/types';
import { formatUsDateTime } from '@tradeboard/types/core';
import { getJson, LoadingState, requestJson, useToast } from '@tradeboard/ui';
import { useId, useState } from 'react';
import { useLoadFailures } from '../remotes/loadFailures.js';

const MODULES_URL = '/api/modules';
const modulesKey = [MODULES_URL] as const;

/** The version a rollback without a version returns to: the one active before the current one. */
function rollbackTarget(status: ModuleStatus): ModuleDeployment | null {
  const current = status.active;
  if (!current) return null;
  return status.history.find((entry) => entry.status !== 'rejected' && entry.version !== current.version) ?? null;
}

function HistoryTable({ status }: { status: ModuleStatus }) {
  if (status.history.length === 0) return null;
  return (
    <Table size="small" aria-label={`${status.module} deployments`}>
      <TableHead>
        <TableRow>
          <TableCell>Version</TableCell>
          <TableCell>Deployed</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {status.history.slice(0, 10).map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.version}</TableCell>
            <TableCell>{formatUsDateTime(entry.deployedAt)}</TableCell>
            <TableCell>{entry.deployedBy}</TableCell>
            <TableCell>
              {entry.status === 'rejected' ? `Refused (${entry.check}): ${entry.reason}` : entry.status}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ModulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const confirmTitleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<ModuleStatus | null>(null);
  const failures = useLoadFailures();
  const modules = useQuery({
    queryKey: modulesKey,
    queryFn: () => getJson<ModuleStatus[]>(MODULES_URL),
    enabled: open,
  });
  const rollback = useMutation({
    mutationFn: (module: string) =>
      requestJson<{ active: ModuleDeployment | null }>('POST', `${MODULES_URL}/${module}/rollback`, {}),
    onSuccess: (result, module) => {
      toast({
        title: `${module} rolled back`,
        description: result.active ? `Now ${result.active.version}.` : 'Now the default build.',
      });
      void queryClient.invalidateQueries({ queryKey: modulesKey });
    },
    onError: (error, module) =>
      toast({ title: `${module} was not rolled back`, description: (error as Error).message, variant: 'destructive' }),
  });

  const target = confirming ? rollbackTarget(confirming) : null;
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>Modules</DialogTitle>
        <DialogContent>
          {modules.isPending && <LoadingState variant="inline" text="Loading modules..." />}
          {modules.isError && <Alert severity="error">The modules could not be loaded: {modules.error.message}</Alert>}
          <Stack spacing={3}>
            {modules.data?.map((status) => (
              <Box key={status.module} component="section" aria-label={status.module}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" component="h3" sx={{ textTransform: 'capitalize' }}>
                    {status.module}
                  </Typography>
                  {failures[status.module] && <Chip size="small" color="error" label="Failed in this browser" />}
                  {status.active ? (
                    <Chip size="small" color="success" label={`Active ${status.active.version}`} />
                  ) : (
                    <Chip size="small" label="Default build" />
                  )}
                  <Box sx={{ flexGrow: 1 }} />
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!status.active || rollback.isPending}
                    onClick={() => setConfirming(status)}
                  >
                    Roll back
                  </Button>
                </Stack>
                {failures[status.module] && (
                  <Alert severity="error" sx={{ mb: 1 }}>
                    {failures[status.module]!.title}: {failures[status.module]!.message}
                  </Alert>
                )}
                {status.active && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Deployed {formatUsDateTime(status.active.deployedAt)} by {status.active.deployedBy}
                  </Typography>
                )}
                <HistoryTable status={status} />
              </Box>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby={confirmTitleId}>
        <DialogTitle id={confirmTitleId}>Roll back {confirming?.module}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {target
              ? `Open pages switch from ${confirming?.active?.version} to ${target.version} at their next tab change.`
              : `Open pages switch from ${confirming?.active?.version} to the default build at their next tab change.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => {
              const module = confirming!.module;
              setConfirming(null);
              rollback.mutate(module);
            }}
          >
            Roll back
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
