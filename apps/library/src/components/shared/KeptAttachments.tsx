/** In an edit form: the item's current attachments, each removable before saving. */
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { attachmentName } from '../../lib/media.js';

export function KeptAttachments({
  attachments,
  onChange,
}: {
  attachments: readonly string[];
  onChange: (attachments: readonly string[]) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <List dense aria-label="Current attachments" disablePadding>
      {attachments.map((url) => (
        <ListItem
          key={url}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Remove ${attachmentName(url)}`}
              onClick={() => onChange(attachments.filter((item) => item !== url))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemText primary={attachmentName(url)} secondary="Attached" />
        </ListItem>
      ))}
    </List>
  );
}
