import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatUsTime, UI_TIMINGS_MS } from '@tradeboard/types/core';
import type { NavigateOptions, TabId } from '@tradeboard/ui';
import { useId, useState, type ReactNode } from 'react';
import { badgeText, type ActivityItem } from './activityItems.js';

export interface NotificationBellProps {
  items: readonly ActivityItem[];
  navigate: (tab: TabId, options?: NavigateOptions) => void;
  /** Settings shown under the list (the flow-alert notifications switch). */
  children?: ReactNode;
}

/**
 * Count badge and the 'Today's Activity' panel: a heading, then a menu of today's items (or the
 * empty text). A click closes it and, 200 ms later, opens the right tab.
 */
export function NotificationBell({ items, navigate, children }: NotificationBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const open = Boolean(anchor);
  const count = items.length;

  function openItem(item: ActivityItem) {
    setAnchor(null);
    setTimeout(() => {
      if (item.kind === 'analysis') navigate('heatmap', { focusSymbol: item.symbol });
      else navigate('flow');
    }, UI_TIMINGS_MS.bellSwitchDelay);
  }

  return (
    <>
      <Tooltip title="Today's Activity">
        <IconButton
          color="inherit"
          aria-label={`Today's Activity: ${badgeText(count)}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={badgeText(count)} color="error" invisible={count === 0} data-testid="bell-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: {
              width: 360,
              maxWidth: 'calc(100vw - 24px)',
              maxHeight: 480,
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 2, py: 1, fontWeight: 700 }}>
          Today's Activity
        </Typography>
        <Divider />
        {count === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            No activity today
          </Typography>
        ) : (
          <MenuList autoFocusItem aria-labelledby={headingId} sx={{ overflowY: 'auto' }}>
            {items.map((item) => (
              <ActivityMenuItem key={item.key} item={item} onClick={() => openItem(item)} />
            ))}
          </MenuList>
        )}
        {children && (
          <>
            <Divider />
            {children}
          </>
        )}
      </Popover>
    </>
  );
}

function ActivityMenuItem({ item, onClick }: { item: ActivityItem; onClick: () => void }) {
  return (
    <MenuItem onClick={onClick} sx={{ alignItems: 'flex-start', whiteSpace: 'normal', py: 1.25 }}>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{item.symbol}</Typography>
          <Chip
            size="small"
            label={item.label}
            color={item.kind === 'flow' ? (item.label.startsWith('CALL') ? 'success' : 'error') : 'primary'}
            variant="outlined"
          />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatUsTime(item.createdAt)}
          </Typography>
        </Box>
        {item.preview && (
          <Typography variant="body2" color="text.secondary" data-testid="bell-preview">
            {item.preview}
          </Typography>
        )}
      </Box>
    </MenuItem>
  );
}
