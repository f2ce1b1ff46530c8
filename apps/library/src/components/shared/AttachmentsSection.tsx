/**
 * The 'Attachments' section of a lesson or document (nothing when there are none): name from the
 * URL's last segment, 'View' in a new tab, PDFs inline too.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { attachmentName, isPdfUrl } from '../../lib/media.js';
import { DialogSection } from './Section.js';

export function AttachmentsSection({ attachments }: { attachments: readonly string[] }) {
  if (attachments.length === 0) return null;
  return (
    <DialogSection title="Attachments">
      <Stack spacing={2}>
        <List dense disablePadding aria-label="Attachments">
          {attachments.map((url) => (
            <ListItem
              key={url}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  variant="outlined"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View ${attachmentName(url)}`}
                >
                  View
                </Button>
              }
            >
              <ListItemText
                primary={attachmentName(url)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
              />
            </ListItem>
          ))}
        </List>
        {attachments.filter(isPdfUrl).map((url) => (
          <Box
            key={url}
            component="iframe"
            src={url}
            title={`PDF: ${attachmentName(url)}`}
            sx={{
              width: '100%',
              height: { xs: 360, md: 520 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.default',
            }}
          />
        ))}
      </Stack>
    </DialogSection>
  );
}
