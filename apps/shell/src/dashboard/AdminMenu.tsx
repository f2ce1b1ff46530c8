import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { whenIdle } from '../startup/whenIdle.js';

export interface AdminMenuProps {
  /**
   * On phones the header keeps one row of controls: 'Refresh All' (with the last-updated time) and
   * 'Logout' move into this menu, given Logout's handler here.
   */
  phone?: { onLogout?: () => void };
}

const loadPopups = () => import(/* webpackChunkName: "admin-menu" */ './AdminMenuPopups.js');
const AdminMenuPopups = lazy(() => loadPopups().then((module) => ({ default: module.AdminMenuPopups })));

/**
 * The admin's header menu: 'Download backup', 'Change password', 'Modules' (the deployed modules),
 * 'Sign out everywhere' (ends every session and, like Logout, leads to /login). The button is here;
 * the menu and its dialogs (AdminMenuPopups) are a file of their own, fetched once the page is idle,
 * so the dashboard a student opens does not download an admin's menu, dialogs and their MUI parts.
 */
export function AdminMenu({ phone }: AdminMenuProps = {}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first click on, so a dialog opened from the menu outlives the menu.
  const [asked, setAsked] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  useEffect(() => whenIdle(() => void loadPopups()), []);

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
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setAsked(true);
          }}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      {asked && (
        <Suspense fallback={null}>
          <AdminMenuPopups
            {...(phone ? { phone } : {})}
            anchor={anchor}
            close={() => setAnchor(null)}
            menuId={menuId}
            buttonId={buttonId}
          />
        </Suspense>
      )}
    </>
  );
}
