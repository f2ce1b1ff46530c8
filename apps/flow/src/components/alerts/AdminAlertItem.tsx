import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Image from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UnusualFlow } from '@tradeboard/types';
import { formatExpiry, PREVIEW_LENGTHS } from '@tradeboard/types/core';
import { truncate } from '@tradeboard/ui';
import { formatCount, formatPremium, formatPrice, orNotAvailable } from '../../lib/alerts.js';
import { FlowImage } from '../shared/FlowImage.js';
import { OptionTypeBadge } from '../shared/OptionTypeBadge.js';

interface AdminAlertItemProps {
  alert: UnusualFlow;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One alert in 'Current Flow Alerts': its figures, the description cut at 100 characters, edit and delete. */
export function AdminAlertItem({ alert, busy, onEdit, onDelete }: AdminAlertItemProps) {
  return (
    <Box
      component="li"
      data-testid="admin-flow-alert"
      sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {alert.ticker}
          </Typography>
          <OptionTypeBadge optionType={alert.optionType} />
          <Typography component="span" variant="body2" color="text.secondary">
            {formatPrice(alert.strike)} · Exp {formatExpiry(alert.expiry)}
          </Typography>
          {alert.flowImage ? (
            <Tooltip title="Has a screenshot">
              <Image fontSize="small" color="action" aria-label="Has a screenshot" />
            </Tooltip>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Spot {orNotAvailable(alert.spot, formatPrice)} · Premium {orNotAvailable(alert.premium, formatPremium)} ·
          Volume {orNotAvailable(alert.volume, formatCount)} · OI {orNotAvailable(alert.openInterest, formatCount)}
        </Typography>
        {alert.flowDescription ? (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {truncate(alert.flowDescription, PREVIEW_LENGTHS.flowDescriptionAdmin)}
          </Typography>
        ) : null}
      </Box>
      {alert.flowImage ? (
        <FlowImage
          src={alert.flowImage}
          alt={`${alert.ticker} flow screenshot`}
          sx={{ width: 72, height: 48, objectFit: 'cover', display: { xs: 'none', sm: 'block' } }}
        />
      ) : null}
      <Stack direction="row">
        <IconButton aria-label={`Edit ${alert.ticker} alert`} onClick={onEdit} disabled={busy} size="small">
          <Edit fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Delete ${alert.ticker} alert`}
          onClick={onDelete}
          disabled={busy}
          size="small"
          color="error"
        >
          <Delete fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
