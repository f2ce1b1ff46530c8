/** One document: category, created date (US format), title, the first 150 characters, 'View Doc'; managers can delete it. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Documentation } from '@tradeboard/types';
import { PREVIEW_LENGTHS } from '@tradeboard/types/core';
import { truncate } from '@tradeboard/ui';
import { createdDateText } from '../../lib/messages.js';
import { DeleteButton } from '../shared/DeleteButton.js';
import { CategoryBadge } from '../shared/badges.js';

export interface DocumentCardProps {
  document: Documentation;
  onOpen: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

export function DocumentCard({ document, onOpen, onDelete, deleting }: DocumentCardProps) {
  return (
    <Card
      component="article"
      aria-label={document.title}
      data-document-id={document.id}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <CategoryBadge category={document.category} />
          <Typography variant="caption" color="text.secondary">
            {createdDateText(document.createdAt)}
          </Typography>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {document.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {truncate(document.content, PREVIEW_LENGTHS.documentCard)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
        <Button variant="outlined" size="small" onClick={onOpen} aria-label={`View Doc: ${document.title}`}>
          View Doc
        </Button>
        {onDelete ? (
          <DeleteButton what="document" title={document.title} onClick={onDelete} busy={deleting} />
        ) : undefined}
      </CardActions>
    </Card>
  );
}
