/**
 * The frame of the library's reading dialogs (course, lesson, document): a titled dialog, full
 * screen on phones, with the content between dividers and the actions (if any) at the bottom.
 * `title` is null while there is no item to show: the dialog then stays closed. Callers clear
 * their item in `onExited`, after the closing animation, so the content does not vanish mid-fade.
 */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useFullScreenDialog } from '@tradeboard/ui';
import { useId, type ReactNode } from 'react';
import { DialogHeader } from './DialogHeader.js';

export interface DetailDialogProps {
  open: boolean;
  /** The dialog's name; null when there is no item to show. */
  title: string | null;
  onClose: () => void;
  onExited: () => void;
  /** The buttons under the content; nothing renders no action bar. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function DetailDialog({ open, title, onClose, onExited, actions, children }: DetailDialogProps) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={open && title !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited } }}
    >
      {title !== null ? (
        <>
          <DialogHeader id={titleId} onClose={onClose}>
            {title}
          </DialogHeader>
          <DialogContent dividers>{children}</DialogContent>
          {actions ? <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions> : undefined}
        </>
      ) : undefined}
    </Dialog>
  );
}
