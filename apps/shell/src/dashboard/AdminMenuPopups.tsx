import DownloadIcon from '@mui/icons-material/Download';
import ExtensionIcon from '@mui/icons-material/Extension';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import RefreshIcon from '@mui/icons-material/Refresh';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@tradeboard/ui';
import { useState } from 'react';
import { logoutEverywhere } from '../auth/authActions.js';
import { ACCOUNT_TEXTS as T } from './accountTexts.js';
import type { AdminMenuProps } from './AdminMenu.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { ModulesDialog } from './ModulesDialog.js';
import { useLastUpdatedText } from './LastUpdated.js';
import { useRefreshAll } from './RefreshAllButton.js';

/** The API route that streams a fresh backup archive (admin session required). */
const BACKUP_DOWNLOAD_URL = '/api/backup';

export interface AdminMenuPopupsProps extends AdminMenuProps {
  /** The menu button while the menu is open, else null. */
  anchor: HTMLElement | null;
  close: () => void;
  menuId: string;
  buttonId: string;
}

/**
 * The admin menu's popups: the menu itself and the dialogs its entries open. A file of their own,
 * downloaded when the admin's header is idle (AdminMenu), so a student's page never fetches them.
 * 'Download backup' is a plain link to the streamed archive, so the browser's own download (with its
 * progress) does the work and nothing is held in the page.
 */
export function AdminMenuPopups({ phone, anchor, close, menuId, buttonId }: AdminMenuPopupsProps) {
  const [changing, setChanging] = useState(false);
  const [showModules, setShowModules] = useState(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { refreshAll, refreshing } = useRefreshAll();
  const lastUpdated = useLastUpdatedText();

  const signOutEverywhere = async () => {
    close();
    if (!(await logoutEverywhere(queryClient)))
      toast({ title: T.signOutFailedTitle, description: T.signOutFailedDescription, variant: 'destructive' });
  };

  return (
    <>
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
