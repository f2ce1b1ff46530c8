import LogoutIcon from '@mui/icons-material/Logout';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NavigateOptions, Role, TabId } from '@tradeboard/ui';
import { memo, useId, useRef, useState, type Ref } from 'react';
import { LiveStatus } from '../live/LiveStatus.js';
import { ConnectedNotificationBell } from '../notifications/ConnectedNotificationBell.js';
import { DeferredSymbolSearch } from '../search/DeferredSymbolSearch.js';
import { AdminMenu } from './AdminMenu.js';
import { LastUpdated } from './LastUpdated.js';
import { RefreshAllButton } from './RefreshAllButton.js';
import { ThemeToggle } from './ThemeToggle.js';

export interface DashboardHeaderProps {
  role: Role;
  username?: string | null;
  navigate: (tab: TabId, options?: NavigateOptions) => void;
  onLogout?: () => void;
  headerRef?: Ref<HTMLElement>;
  /** Phone widths (below `sm`): the page picks it (ByWidth), so the prerendered frame can hold both headers. */
  compact: boolean;
}

/**
 * Memoised: the page re-renders as each section loads and settles, and the header (twice while the
 * served frame hydrates: phone and desktop) need not follow; its props are stable.
 */
export const DashboardHeader = memo(function DashboardHeader({
  role,
  username,
  navigate,
  onLogout,
  headerRef,
  compact,
}: DashboardHeaderProps) {
  const isAdmin = role === 'admin';
  // Phones: icon buttons, no 'Tradeboard' label, the search behind an icon button, and the admin's
  // Refresh All (with the last-updated time) and Logout in the ⋮ menu, so the sticky header takes
  // two short rows: the title (and the admin badge), then one row of controls.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  const closeSearch = (reason: 'picked' | 'left') => {
    setSearchOpen(false);
    // After a pick, keyboard focus goes back where it came from; leaving the field keeps the new focus.
    if (reason === 'picked') requestAnimationFrame(() => searchToggle.current?.focus());
  };

  return (
    <AppBar
      ref={headerRef}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        sx={{
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: compact ? 0.5 : 1,
          py: compact ? 0.75 : 1,
          minHeight: compact ? 0 : undefined,
        }}
      >
        <Box
          sx={{
            flex: compact ? '1 1 100%' : '1 1 auto',
            minWidth: 180,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {compact ? undefined : (
              <Typography variant="overline" color="primary" sx={{ lineHeight: 1.2, display: 'block' }}>
                Tradeboard
              </Typography>
            )}
            <Typography variant={compact ? 'subtitle1' : 'h6'} component="h1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {isAdmin ? 'Admin Dashboard' : 'Student Portal'}
            </Typography>
            {isAdmin && !compact && <LastUpdated />}
          </Box>
          {isAdmin && compact && <AdminBadge username={username} compact />}
        </Box>
        {compact ? (
          searchOpen && (
            <Box id={searchId} sx={{ order: 3, width: '100%', pb: 0.5 }}>
              <DeferredSymbolSearch navigate={navigate} autoFocus onDone={closeSearch} />
            </Box>
          )
        ) : (
          <Box sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' } }}>
            <DeferredSymbolSearch navigate={navigate} />
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: compact ? 0.25 : 1,
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            ml: 'auto',
          }}
        >
          <LiveStatus compact={compact} />
          {compact && (
            <Tooltip title="Search symbols">
              <IconButton
                ref={searchToggle}
                color="inherit"
                aria-label="Search symbols"
                aria-expanded={searchOpen}
                aria-controls={searchOpen ? searchId : undefined}
                onClick={() => setSearchOpen((open) => !open)}
              >
                <SearchIcon />
              </IconButton>
            </Tooltip>
          )}
          <ConnectedNotificationBell navigate={navigate} />
          <ThemeToggle />
          {isAdmin ? (
            compact ? (
              <AdminMenu phone={{ ...(onLogout ? { onLogout } : {}) }} />
            ) : (
              <>
                <AdminBadge username={username} />
                <RefreshAllButton />
                <AdminMenu />
                <Button color="inherit" size="small" variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout}>
                  Logout
                </Button>
              </>
            )
          ) : (
            <Chip
              color="secondary"
              size={compact ? 'small' : 'medium'}
              label="Student Access"
              sx={{ ml: compact ? 0.5 : 0 }}
            />
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
});

function AdminBadge({ username, compact = false }: { username?: string | null | undefined; compact?: boolean }) {
  // A long name is cut with an ellipsis rather than pushing the header onto another row.
  return (
    <Chip
      color="primary"
      size={compact ? 'small' : 'medium'}
      label={`Admin: ${username ?? ''}`}
      sx={compact ? { maxWidth: '55%' } : undefined}
    />
  );
}
