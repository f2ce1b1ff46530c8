import ImageOutlined from '@mui/icons-material/ImageOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnusualFlow } from '@tradeboard/types';
import { formatExpiry, PREVIEW_LENGTHS } from '@tradeboard/types/core';
import { truncate } from '@tradeboard/ui';
import { formatCount, formatPremium, formatPrice, orNotAvailable } from '../../lib/alerts.js';
import { TEXTS } from '../../lib/messages.js';
import { relativeTime } from '../../lib/relativeTime.js';
import { Figure } from '../shared/Figure.js';
import { OptionTypeBadge } from '../shared/OptionTypeBadge.js';

interface AlertCardProps {
  alert: UnusualFlow;
  now: Date;
  onOpen: () => void;
}

/** A student's alert card; a click opens its detail dialog. */
export function AlertCard({ alert, now, onOpen }: AlertCardProps) {
  return (
    <Card
      component="li"
      data-testid="student-flow-card"
      sx={{ listStyle: 'none', borderLeft: 4, borderLeftColor: `optionType.${alert.optionType}` }}
    >
      {/* Named by its visible content (a shorter label would hide what sighted users read); it opens the details dialog. */}
      <CardActionArea onClick={onOpen} aria-haspopup="dialog" sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
            {alert.ticker}
          </Typography>
          <OptionTypeBadge optionType={alert.optionType} />
          {/* Gold icon, body-coloured text: orange text on white is below the 4.5:1 contrast small text needs. */}
          <Chip
            size="small"
            icon={<WorkspacePremium aria-hidden color="warning" />}
            label={TEXTS.alphaGold}
            variant="outlined"
            sx={{ height: 22 }}
          />
          {alert.flowImage ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <ImageOutlined fontSize="small" aria-hidden />
              <Typography variant="caption">Screenshot</Typography>
            </Stack>
          ) : null}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto !important' }}>
            {relativeTime(alert.createdAt, now)}
          </Typography>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 1 }}>
          <Figure label="Strike" value={formatPrice(alert.strike)} />
          <Figure label="Expiry" value={formatExpiry(alert.expiry)} />
          <Figure label="Spot" value={orNotAvailable(alert.spot, formatPrice)} />
          <Figure label="Premium" value={orNotAvailable(alert.premium, formatPremium)} />
          <Figure label="Volume" value={orNotAvailable(alert.volume, formatCount)} />
        </Box>
        {alert.flowDescription ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {truncate(alert.flowDescription, PREVIEW_LENGTHS.studentFlowCard)}
          </Typography>
        ) : null}
      </CardActionArea>
    </Card>
  );
}
