import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { BotAnalysis } from '@tradeboard/types';
import { formatUsDateTime } from '@tradeboard/types/core';
import { QueryState } from '@tradeboard/ui';
import { useBotAnalyses } from '../../api/botAnalysis.js';
import { parseResult } from '../../lib/botReview.js';

/** Earlier analyses with their time and file name; each can be opened again in the review table. */
export function EarlierAnalyses({ onOpen }: { onOpen: (record: BotAnalysis) => void }) {
  const analyses = useBotAnalyses();
  return (
    <section aria-labelledby="earlier-analyses">
      <Typography id="earlier-analyses" variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Earlier analyses
      </Typography>
      {!analyses.data ? (
        <QueryState
          query={analyses}
          loadingText="Loading analyses..."
          errorText="Failed to fetch analyses"
          label="Earlier analyses"
        />
      ) : analyses.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No screenshots analyzed yet
        </Typography>
      ) : (
        <List dense aria-label="Earlier analyses" sx={{ maxHeight: '12rem', overflowY: 'auto', py: 0 }}>
          {analyses.data.map((record) => {
            const result = parseResult(record);
            const count = result?.proposals.length ?? 0;
            return (
              <ListItem
                key={record.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => onOpen(record)}
                    disabled={count === 0}
                    aria-label={`Open ${record.filename} from ${formatUsDateTime(record.processedAt)}`}
                  >
                    Open
                  </Button>
                }
              >
                <ListItemText
                  sx={{ pr: 8 }}
                  primary={record.filename}
                  secondary={`${formatUsDateTime(record.processedAt)} · ${result?.note ?? `${count} ${count === 1 ? 'position' : 'positions'}`}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
