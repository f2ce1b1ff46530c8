import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatUsTime } from '@tradeboard/types/core';
import { useLiveState, type LiveState } from '@tradeboard/ui';
import { useHydrated } from '../frame/hydration.js';

/** The stream as the prerendered frame shows it (not up yet), also in the render that hydrates it. */
export const FRAME_LIVE_STATE: LiveState = { status: 'connecting', lastDataAt: null, leader: false };

const LIVE_STATUS_TEXT = { live: 'Live', reconnecting: 'Reconnecting…' } as const;

export function liveStatusTooltip({ status, lastDataAt }: LiveState): string {
  const arrived = lastDataAt
    ? `Data last arrived at ${formatUsTime(new Date(lastDataAt), { seconds: true })}.`
    : 'No data has arrived yet.';
  return status === 'live'
    ? `Live updates are on. ${arrived}`
    : `Live updates are reconnecting; the page checks for changes meanwhile. ${arrived}`;
}

/**
 * The header's live-updates status: 'Live' while the page's stream is up, 'Reconnecting…'
 * otherwise, with when data last arrived in its tooltip. A fixed width that fits the longer text,
 * so switching between the two never moves the header's other controls (on a phone, a smaller
 * text keeps them on one row at 390 px); a status role, so screen readers hear the change.
 */
export function LiveStatus({ compact = false }: { compact?: boolean }) {
  const current = useLiveState();
  const state = useHydrated() ? current : FRAME_LIVE_STATE;
  if (state.status === 'off') return null;
  const live = state.status === 'live';
  return (
    <Tooltip title={liveStatusTooltip(state)} describeChild>
      <Box
        role="status"
        tabIndex={0}
        data-testid="live-status"
        sx={{
          width: compact ? 100 : 120,
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          px: compact ? 0 : 0.5,
          gap: compact ? 0.5 : 0.75,
          whiteSpace: 'nowrap',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: live ? 'success.main' : 'warning.main',
          }}
        />
        <Typography
          variant="caption"
          component="span"
          sx={{ fontWeight: 500, fontSize: compact ? '0.6875rem' : undefined }}
        >
          {live ? LIVE_STATUS_TEXT.live : LIVE_STATUS_TEXT.reconnecting}
        </Typography>
      </Box>
    </Tooltip>
  );
}
