import DownloadIcon from '@mui/icons-material/Download';
import ExtensionIcon from '@mui/icons-material/Extension';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import RefreshIcon from '@mui/icons-material/Refresh';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@tradeboard/ui';
import { useId, useState } from 'react';
import { logoutEverywhere } from '../auth/authActions.js';
import { ACCOUNT_TEXTS as T } from './accountTexts.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { ModulesDialog } from './ModulesDialog.js';
import { useLastUpdatedText } from './LastUpdated.js';
import { useRefreshAll } from './RefreshAllButton.js';

export interface AdminMenuProps {
  /**
   * On phones the header keeps one row of controls: 'Refresh All' (with the last-updated time) and
   * 'Logout' move into this menu, given Logout's handler here.
   */
  phone?: { onLogout?: () => void };
}

/** The API route that streams a fresh backup archive (admin session required). */
const BACKUP_DOWNLOAD_URL = '/api/backup';

/**
 * The admin's header menu. 'Download backup' is a plain link to the streamed archive, so the browser's
 * own download (with its progress) does the work and nothing is held in the page. 'Change password'
 * opens its dialog, 'Modules' the deployed modules (ModulesDialog); 'Sign out everywhere' ends every session and, like Logout, leads to /login.
 */
export function AdminMenu({ phone }: AdminMenuProps = {}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const [showModules, setShowModules] = useState(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  const { refreshAll, refreshing } = useRefreshAll();
  const lastUpdated = useLastUpdatedText();

  const signOutEverywhere = async () => {
    close();
    if (!(await logoutEverywhere(queryClient)))
      toast({ title: T.signOutFailedTitle, description: T.signOutFailedDescription, variant: 'destructive' });
  };

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
        {phone && [
          <MenuItem
            key="refresh"
            disabled={refreshing}
            onClick={() => {
              close();
              void refreshAll();
            }}
          >
            <ListItemIcon>
              <RefreshIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary="Refresh All"
              secondary={lastUpdated}
              slotProps={{ secondary: { 'data-testid': 'last-updated' } as object }}
            />
          </MenuItem>,
          <Divider key="divider" />,
        ]}
        <MenuItem component="a" href={BACKUP_DOWNLOAD_URL} download onClick={close}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download backup</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{T.changePassword}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setShowModules(true);
          }}
        >
          <ListItemIcon>
            <ExtensionIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Modules</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void signOutEverywhere()}>
          <ListItemIcon>
            <PhonelinkEraseIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{T.signOutEverywhere}</ListItemText>
        </MenuItem>
        {phone && (
          <MenuItem
            onClick={() => {
              close();
              phone.onLogout?.();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Logout</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
      <ModulesDialog open={showModules} onClose={() => setShowModules(false)} />
    </>
  );
}
