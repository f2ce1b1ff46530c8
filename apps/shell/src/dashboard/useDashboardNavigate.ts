import { requestFocusSymbol, type NavigateOptions, type Role, type TabId } from '@tradeboard/ui';
import { useCallback, useRef } from 'react';
import { useLocation } from 'wouter';
import { tabPath, tabsFor } from '../routing/tabs.js';

/**
 * The `navigate` every parcel, the search and the bell use: push /<role>/<tab> (so the back
 * button walks through tabs) and either focus a stock for 1000 ms (the module scrolls to it) or
 * call `onNavigated` (phones scroll to the section). The returned function is
 * stable, so mounted parcels are not updated on every render.
 */
export function useDashboardNavigate(role: Role, onNavigated: (tab: TabId) => void) {
  const [location, setLocation] = useLocation();
  const latest = useRef({ location, setLocation, onNavigated });
  latest.current = { location, setLocation, onNavigated };

  return useCallback(
    (tab: TabId, options?: NavigateOptions) => {
      if (!tabsFor(role).includes(tab)) {
        console.warn(`[shell] the ${role} dashboard has no "${tab}" tab`);
        return;
      }
      const path = tabPath(role, tab);
      if (latest.current.location !== path) latest.current.setLocation(path);
      // With a stock to focus, the module showing it scrolls to that stock; scrolling to the top of
      // its section as well would fight it (on phones the later smooth scroll wins).
      if (options?.focusSymbol) requestFocusSymbol(options.focusSymbol);
      else latest.current.onNavigated(tab);
    },
    [role],
  );
}
