import Box from '@mui/material/Box';
import type { AnalysisHistoryEntry } from '@tradeboard/types';
import { AnalysisEntryCard } from './AnalysisEntryCard.js';

/** Entries newest first along a vertical line; the first is marked 'Latest'. */
export function AnalysisTimeline({ entries }: { entries: readonly AnalysisHistoryEntry[] }) {
  return (
    <Box component="ol" aria-label="Analysis history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ position: 'relative', pl: 3.5, pb: index === entries.length - 1 ? 0 : 2 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 6,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: index === 0 ? 'primary.main' : 'text.disabled',
              boxShadow: (theme) => `0 0 0 3px ${theme.palette.background.paper}`,
            }}
          />
          {index < entries.length - 1 ? (
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 11, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }}
            />
          ) : undefined}
          <AnalysisEntryCard entry={entry} latest={index === 0} />
        </Box>
      ))}
    </Box>
  );
}
