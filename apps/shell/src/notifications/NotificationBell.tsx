import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { UI_TIMINGS_MS } from '@tradeboard/types/core';
import type { NavigateOptions, TabId } from '@tradeboard/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { badgeText, type ActivityItem } from './activityItems.js';

const loadPanel = () => import(/* webpackChunkName: "activity-panel" */ './ActivityPanel.js');
const ActivityPanel = lazy(() => loadPanel().then((module) => ({ default: module.ActivityPanel })));
/** Starts the panel's download when the bell is about to be pressed (a second call costs nothing). */
const preloadPanel = () => void loadPanel().catch(() => undefined);

export interface NotificationBellProps {
  items: readonly ActivityItem[];
  navigate: (tab: TabId, options?: NavigateOptions) => void;
  /** Settings shown under the list (the flow-alert notifications switch). */
  children?: ReactNode;
}

/**
 * Count badge and the 'Today's Activity' panel (ActivityPanel): a heading, then a menu of today's
 * items (or the empty text). A click closes it and, 200 ms later, opens the right tab. The panel's
 * code downloads when the bell is pointed at, focused or pressed, not with the page.
 */
export function NotificationBell({ items, navigate, children }: NotificationBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the panel can play its closing transition.
  const [asked, setAsked] = useState(false);
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
          onPointerEnter={preloadPanel}
          onPointerDown={preloadPanel}
          onFocus={preloadPanel}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setAsked(true);
          }}
        >
          <Badge badgeContent={badgeText(count)} color="error" invisible={count === 0} data-testid="bell-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {asked && (
        <Suspense fallback={null}>
          <ActivityPanel
            anchor={anchor}
            onClose={() => setAnchor(null)}
            panelId={panelId}
            headingId={headingId}
            items={items}
            openItem={openItem}
          >
            {children}
          </ActivityPanel>
        </Suspense>
      )}
    </>
  );
}
