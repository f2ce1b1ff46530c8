import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { formatUsTime } from '@tradeboard/types/core';
import type { ReactNode } from 'react';
import type { ActivityItem } from './activityItems.js';

export interface ActivityPanelProps {
  /** The bell while the panel is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  panelId: string;
  headingId: string;
  items: readonly ActivityItem[];
  openItem: (item: ActivityItem) => void;
  children?: ReactNode;
}

/**
 * The bell's 'Today's Activity' panel: a heading, then a menu of today's items (or the empty text),
 * then the bell's settings. A file of its own, fetched when the bell is first pointed at, focused or
 * pressed (NotificationBell), with MUI's popover and menu parts.
 */
export function ActivityPanel({ anchor, onClose, panelId, headingId, items, openItem, children }: ActivityPanelProps) {
  const open = anchor !== null;
  const count = items.length;
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
