/**
 * The frame of the library's forms: a titled dialog, the fields, Cancel and the submit button that
 * reads `pendingLabel` ('Creating...') while the request runs. While pending (or while a file
 * uploads) Esc and backdrop clicks do not close it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useFullScreenDialog } from '@tradeboard/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogHeader } from './DialogHeader.js';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  canSubmit: boolean;
  /** Something else (an upload) must finish first. */
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  onExited?: () => void;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit,
  busy = false,
  onSubmit,
  onClose,
  onExited,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const locked = pending || busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !locked) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={locked ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      {/* The form wraps the dialog's parts without a box of its own, so the content still scrolls between title and buttons. */}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogHeader id={titleId} onClose={onClose}>
          {title}
        </DialogHeader>
        <DialogContent dividers>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit || locked}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
