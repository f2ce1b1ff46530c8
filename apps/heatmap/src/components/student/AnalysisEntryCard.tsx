import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalysisHistoryEntry } from '@tradeboard/types';
import { formatUsDateTime } from '@tradeboard/types/core';
import { useState } from 'react';

/** One timeline entry: date, text, and the chart image unless it fails to load. */
export function AnalysisEntryCard({ entry, latest }: { entry: AnalysisHistoryEntry; latest: boolean }) {
  const [imageBroken, setImageBroken] = useState(false);
  const text = entry.analysisText?.trim();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: latest ? 'primary.main' : 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: text || entry.analysisImage ? 1 : 0 }}>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.createdAt}>
          {formatUsDateTime(entry.createdAt)}
        </Typography>
        {latest ? <Chip label="Latest" size="small" color="primary" sx={{ height: 20, fontWeight: 700 }} /> : undefined}
      </Box>
      {text ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {entry.analysisText}
        </Typography>
      ) : undefined}
      {entry.analysisImage && !imageBroken ? (
        <Box
          component="img"
          src={entry.analysisImage}
          alt={`${entry.stockSymbol} chart`}
          loading="lazy"
          onError={() => setImageBroken(true)}
          sx={{
            mt: text ? 1.5 : 0,
            maxWidth: '100%',
            maxHeight: '20rem',
            objectFit: 'contain',
            display: 'block',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : undefined}
    </Paper>
  );
}
