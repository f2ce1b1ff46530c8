import Box from '@mui/material/Box';
import { SectionCard } from '@tradeboard/ui';
import BoltIcon from '@mui/icons-material/Bolt';
import ListAltIcon from '@mui/icons-material/ListAlt';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { Stock } from '@tradeboard/types';
import { ControlBlock } from './ControlBlock.js';
import { QuickActions } from './QuickActions.js';
import { TrendEntryForm } from './TrendEntryForm.js';
import { WatchlistManager } from './WatchlistManager.js';

/** 'Daily Heat Map Controls': trend entry, watchlist management and quick actions. */
export function HeatMapControls({ stocks }: { stocks: readonly Stock[] }) {
  return (
    <SectionCard title="Daily Heat Map Controls" subtitle="Set trends, manage the watchlist and refresh data">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <ControlBlock title="Manual BX Trend Entry" icon={<TrendingUpIcon fontSize="small" />}>
          <TrendEntryForm stocks={stocks} />
        </ControlBlock>
        <ControlBlock title="Watchlist Management" icon={<ListAltIcon fontSize="small" />}>
          <WatchlistManager stocks={stocks} />
        </ControlBlock>
        <ControlBlock title="Quick Actions" icon={<BoltIcon fontSize="small" />}>
          <QuickActions />
        </ControlBlock>
      </Box>
    </SectionCard>
  );
}
