/** A dialog title with a close button (the h2 names the dialog). */
import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export function DialogHeader({ id, children, onClose }: { id: string; children: ReactNode; onClose: () => void }) {
  return (
    <DialogTitle id={id} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
      {children}
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
