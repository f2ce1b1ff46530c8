import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnusualFlow } from '@tradeboard/types';
import { formatExpiry, formatUsDateTime } from '@tradeboard/types/core';
import { useFullScreenDialog } from '@tradeboard/ui';
import { alertDirection, formatCount, formatPremium, formatPrice, orNotAvailable } from '../../lib/alerts.js';
import { TEXTS } from '../../lib/messages.js';
import { FlowImage } from '../shared/FlowImage.js';
import { Figure } from '../shared/Figure.js';
import { OptionTypeBadge } from '../shared/OptionTypeBadge.js';

interface AlertDetailDialogProps {
  /** The alert shown; kept while the dialog fades out. */
  alert: UnusualFlow | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** The flow detail dialog (SPEC "Unusual Flow (student)"). */
export function AlertDetailDialog({ alert, open, onClose, onExited }: AlertDetailDialogProps) {
  const fullScreen = useFullScreenDialog();
  if (!alert) return null;
  const direction = alertDirection(alert.optionType);
  const DirectionIcon = alert.optionType === 'CALL' ? TrendingUp : TrendingDown;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {alert.ticker} Flow Alert
        <OptionTypeBadge optionType={alert.optionType} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mb: 2, color: `optionType.${alert.optionType}` }}
        >
          <DirectionIcon aria-hidden />
          <Typography sx={{ fontWeight: 700, color: 'inherit' }}>{direction}</Typography>
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0, mb: 2 }}
        >
          <Figure definition label="Strike" value={formatPrice(alert.strike)} />
          <Figure definition label="Spot" value={orNotAvailable(alert.spot, formatPrice)} />
          <Figure definition label="Expiration" value={formatExpiry(alert.expiry)} />
          <Figure definition label="Alert Type" value={TEXTS.alphaGold} />
          <Figure definition label="Premium" value={orNotAvailable(alert.premium, formatPremium)} />
          <Figure definition label="Volume" value={orNotAvailable(alert.volume, formatCount)} />
          <Figure definition label="Open Interest" value={orNotAvailable(alert.openInterest, formatCount)} />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Flow Analysis
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
          {alert.flowDescription || 'No analysis text for this alert.'}
        </Typography>
        {alert.flowImage ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Flow Screenshot
            </Typography>
            <FlowImage src={alert.flowImage} alt={`${alert.ticker} flow screenshot`} sx={{ mb: 2 }} />
          </>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Contract Summary
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {alert.ticker} {formatPrice(alert.strike)} {alert.optionType} expiring {formatExpiry(alert.expiry)} (
          {direction.toLowerCase()})
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Detected {formatUsDateTime(alert.createdAt)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
