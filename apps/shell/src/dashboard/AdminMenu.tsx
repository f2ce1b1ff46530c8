import DownloadIcon from '@mui/icons-material/Download';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';

/** The API route that streams a fresh backup archive (admin session required). */
export const BACKUP_DOWNLOAD_URL = '/api/backup';

/**
 * The admin's header menu. 'Download backup' is a plain link to the streamed archive, so the browser's
 * own download (with its progress) does the work and nothing is held in the page.
 */
export function AdminMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Admin menu">
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label="Admin menu"
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component="a" href={BACKUP_DOWNLOAD_URL} download onClick={close}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download backup</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
