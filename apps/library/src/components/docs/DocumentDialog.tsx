/** A document: title, category, 'Created' date ('N/A' if missing), content, tags, attachments, 'Open in Notion'. */
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Documentation } from '@tradeboard/types';
import { notionPageUrl } from '../../lib/media.js';
import { createdDateText } from '../../lib/messages.js';
import { AttachmentsSection } from '../shared/AttachmentsSection.js';
import { CategoryBadge } from '../shared/badges.js';
import { DetailDialog } from '../shared/DetailDialog.js';
import { DialogSection } from '../shared/Section.js';

export interface DocumentDialogProps {
  document: Documentation | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  onEdit?: () => void;
}

export function DocumentDialog({ document, open, onClose, onExited, onEdit }: DocumentDialogProps) {
  if (!document) return <DetailDialog open={false} title={null} onClose={onClose} onExited={onExited} />;
  const actions =
    onEdit || document.notionId ? (
      <>
        {onEdit ? (
          <Button startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            Edit Document
          </Button>
        ) : undefined}
        {document.notionId ? (
          <Button
            variant="outlined"
            endIcon={<OpenInNewIcon />}
            href={notionPageUrl(document.notionId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in Notion
          </Button>
        ) : undefined}
      </>
    ) : undefined;
  return (
    <DetailDialog open={open} title={document.title} onClose={onClose} onExited={onExited} actions={actions}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <CategoryBadge category={document.category} />
        <Typography variant="body2" color="text.secondary">
          Created: {createdDateText(document.createdAt)}
        </Typography>
      </Stack>
      <Typography component="div" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {document.content}
      </Typography>
      {document.tags.length > 0 ? (
        <DialogSection title="Tags">
          <Stack
            direction="row"
            spacing={1}
            component="ul"
            aria-label="Tags"
            sx={{ flexWrap: 'wrap', rowGap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {document.tags.map((tag) => (
              <li key={tag}>
                <Chip size="small" variant="outlined" label={tag} />
              </li>
            ))}
          </Stack>
        </DialogSection>
      ) : undefined}
      <AttachmentsSection attachments={document.attachments} />
    </DetailDialog>
  );
}
