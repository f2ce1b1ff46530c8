import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { syncPrompt, DAILY_ACTIVITY_TEXTS } from './dailyActivityTexts.js';

interface SyncToHistoryPanelProps {
  count: number;
  syncing: boolean;
  onSync: () => void;
}

/** 'Sync to History': copies the listed tickers into the 7-day portfolio history. */
export function SyncToHistoryPanel({ count, syncing, onSync }: SyncToHistoryPanelProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {DAILY_ACTIVITY_TEXTS.syncTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {syncPrompt(count)}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<History aria-hidden />} onClick={onSync} disabled={syncing}>
        {DAILY_ACTIVITY_TEXTS.syncButton}
      </Button>
    </Box>
  );
}
