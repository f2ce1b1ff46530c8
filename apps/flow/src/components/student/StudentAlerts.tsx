import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnusualFlow } from '@tradeboard/types';
import { flowAlertRequestAtom, QueryState, useDialogTarget } from '@tradeboard/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useUnusualFlow } from '../../api/queries.js';
import { TEXTS } from '../../lib/messages.js';
import { RELATIVE_TIME_TICK_MS } from '../../lib/relativeTime.js';
import { AlertCard } from './AlertCard.js';
import { AlertDetailDialog } from './AlertDetailDialog.js';
import { FlowLegend } from './FlowLegend.js';
import { useNow } from './useNow.js';

/** The student's live alert list (re-read every 5 s) with the detail dialog. */
export function StudentAlerts() {
  const query = useUnusualFlow({ live: true });
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const dialog = useDialogTarget<UnusualFlow>();
  const alerts = query.data ?? [];
  // The newest copy of the alert shown (an edit arrives while it is open); a deleted one stays as it was.
  const shown = alerts.find((alert) => alert.id === dialog.target?.id) ?? dialog.target;
  useRequestedAlert(alerts, dialog.show);

  return (
    <Box component="section" aria-labelledby="student-flow-title">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 1.5, mb: 2 }}
      >
        <Box>
          <Typography id="student-flow-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {TEXTS.studentTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.studentSubtitle}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {query.isSuccess ? <Chip color="primary" label={TEXTS.activeAlerts(alerts.length)} /> : null}
          <FlowLegend />
        </Stack>
      </Stack>
      {!query.isSuccess ? (
        <QueryState
          query={query}
          loadingText="Loading flow alerts..."
          errorText="Failed to fetch unusual flow"
          label={TEXTS.studentTitle}
        />
      ) : alerts.length === 0 ? (
        <Box
          sx={{ textAlign: 'center', py: 5, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {TEXTS.studentEmptyTitle}
          </Typography>
          <Typography color="text.secondary">{TEXTS.studentEmptyText}</Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
            m: 0,
            p: 0,
          }}
        >
          {alerts.map((alert) => (
            <AlertCard key={alert.id} alert={alert} now={now} onOpen={() => dialog.show(alert)} />
          ))}
        </Box>
      )}
      <AlertDetailDialog alert={shown} open={dialog.open} onClose={dialog.close} onExited={dialog.exited} />
    </Box>
  );
}

/** The shell asks for an alert's dialog (a click on its system notification): open it once the alert is loaded. */
function useRequestedAlert(alerts: readonly UnusualFlow[], show: (alert: UnusualFlow) => void) {
  const [request, setRequest] = useAtom(flowAlertRequestAtom);
  useEffect(() => {
    const alert = request && alerts.find((candidate) => candidate.id === request.id);
    if (!alert) return;
    show(alert);
    setRequest(null);
  }, [request, alerts, show, setRequest]);
}
