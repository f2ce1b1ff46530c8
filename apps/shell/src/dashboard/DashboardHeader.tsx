import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Box, Button, Chip, IconButton, Toolbar, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { NavigateOptions, Role, TabId } from '@tradeboard/ui';
import type { Ref } from 'react';
import { ConnectedNotificationBell } from '../notifications/ConnectedNotificationBell.js';
import { SymbolSearch } from '../search/SymbolSearch.js';
import { RefreshAllButton } from './RefreshAllButton.js';
import { ThemeToggle } from './ThemeToggle.js';
import { useLastUpdated } from './useLastUpdated.js';

export interface DashboardHeaderProps {
  role: Role;
  username?: string | null;
  navigate: (tab: TabId, options?: NavigateOptions) => void;
  onLogout?: () => void;
  headerRef?: Ref<HTMLElement>;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

function LastUpdated() {
  const lastUpdated = useLastUpdated(useQueryClient());
  return (
    <Typography variant="caption" color="text.secondary" data-testid="last-updated">
      {lastUpdated ? `Last updated: ${timeFormat.format(lastUpdated)}` : 'Last updated: —'}
    </Typography>
  );
}

export function DashboardHeader({ role, username, navigate, onLogout, headerRef }: DashboardHeaderProps) {
  const isAdmin = role === 'admin';
  // Phones get icon buttons so the sticky header stays short.
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar
      ref={headerRef}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, py: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 180 }}>
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.2, display: 'block' }}>
            Tradeboard
          </Typography>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {isAdmin ? 'Admin Dashboard' : 'Student Portal'}
          </Typography>
          {isAdmin && <LastUpdated />}
        </Box>
        <Box sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' } }}>
          <SymbolSearch navigate={navigate} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <ConnectedNotificationBell navigate={navigate} />
          <ThemeToggle />
          {isAdmin ? (
            <>
              <Chip color="primary" size={compact ? 'small' : 'medium'} label={`Admin: ${username ?? ''}`} />
              <RefreshAllButton compact={compact} />
              {compact ? (
                <Tooltip title="Logout">
                  <IconButton color="inherit" aria-label="Logout" onClick={onLogout}>
                    <LogoutIcon />
                  </IconButton>
                </Tooltip>
              ) : (
                <Button color="inherit" size="small" variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout}>
                  Logout
                </Button>
              )}
            </>
          ) : (
            <Chip color="secondary" size={compact ? 'small' : 'medium'} label="Student Access" />
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
