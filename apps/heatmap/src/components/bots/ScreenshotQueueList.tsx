import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { parseResult } from '../../lib/botReview.js';
import type { QueuedScreenshot } from './useScreenshotQueue.js';

function statusText(item: QueuedScreenshot): string {
  switch (item.status) {
    case 'waiting':
      return 'Ready to analyze';
    case 'uploading':
      return `Uploading ${item.progress}%`;
    case 'reading':
      return 'Reading the screenshot...';
    case 'failed':
      return item.error ?? 'Analysis failed';
    case 'done': {
      const result = item.record ? parseResult(item.record) : null;
      const count = result?.proposals.length ?? 0;
      return result?.note ?? `${count} ${count === 1 ? 'position' : 'positions'} found`;
    }
  }
}

/** Each chosen screenshot with its own progress and outcome. */
export function ScreenshotQueueList({
  items,
  onRemove,
  disabled,
}: {
  items: readonly QueuedScreenshot[];
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <List dense aria-label="Screenshots to analyze" sx={{ py: 0 }}>
      {items.map((item) => (
        <ListItem
          key={item.id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Remove ${item.file.name}`}
              onClick={() => onRemove(item.id)}
              disabled={disabled}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <Box sx={{ width: '100%', pr: 5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.file.name}
            </Typography>
            <Typography variant="caption" color={item.status === 'failed' ? 'error' : 'text.secondary'} role="status">
              {statusText(item)}
            </Typography>
            {item.status === 'uploading' || item.status === 'reading' ? (
              <LinearProgress
                aria-label={`${item.file.name} progress`}
                variant={item.status === 'reading' ? 'indeterminate' : 'determinate'}
                value={item.progress}
                sx={{ mt: 0.5 }}
              />
            ) : undefined}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
