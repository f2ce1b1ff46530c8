import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PortfolioMetrics } from '@tradeboard/types';
import { SignedPnl, formatCurrency, formatPercent, visuallyHidden } from '@tradeboard/ui';
import { overviewCards, type MetricCard } from '../../lib/overview/overviewCards.js';
import { CARD_TITLES, OVERVIEW_TEXTS } from '../../lib/overview/overviewTexts.js';

const CARD_HEIGHT = 128;

function CardValue({ card }: { card: MetricCard }) {
  switch (card.kind) {
    case 'currency':
      return (
        <Typography sx={{ fontSize: { xs: 22, sm: 28 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(card.value, 0)}
        </Typography>
      );
    case 'count':
      return (
        <Typography sx={{ fontSize: { xs: 22, sm: 28 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {card.value.toLocaleString('en-US')}
        </Typography>
      );
    case 'pnl':
      return <SignedPnl value={card.value} decimals={0} variant="h5" />;
    case 'missing':
      return (
        <Typography sx={{ fontSize: 28, fontWeight: 700 }} color="text.disabled">
          <span aria-hidden="true">—</span>
          <Box component="span" sx={visuallyHidden}>
            Not available
          </Box>
        </Typography>
      );
  }
}

function cardCaption(card: MetricCard): string {
  if (card.kind === 'missing') return card.reason;
  if (card.kind === 'pnl' && card.percent !== null) return `${formatPercent(card.percent)} · ${card.caption}`;
  return card.caption;
}

/** The four figure cards, from real data only; while loading each keeps its size (no jump). */
export function OverviewCards({ metrics }: { metrics: PortfolioMetrics | undefined }) {
  const cards = metrics ? overviewCards(metrics) : null;
  const titles = Object.values(CARD_TITLES);
  return (
    <Box
      component="section"
      aria-label={OVERVIEW_TEXTS.metricsLabel}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {titles.map((title, index) => {
        const card = cards?.[index];
        return (
          <Card
            key={title}
            role="group"
            aria-label={title}
            sx={{ p: { xs: 1.5, sm: 2.5 }, minHeight: CARD_HEIGHT, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {card ? (
              <>
                <CardValue card={card} />
                <Typography variant="caption" color="text.secondary">
                  {cardCaption(card)}
                </Typography>
              </>
            ) : (
              <>
                <Skeleton variant="text" width="60%" sx={{ fontSize: 28 }} />
                <Skeleton variant="text" width="80%" />
              </>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
