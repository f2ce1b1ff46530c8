import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ParcelProps, TabId } from '@tradeboard/ui';
import { useState } from 'react';
import { usePrefetchViews } from '../remotes/prefetchViews.js';
import { RemoteSlot } from '../remotes/RemoteSlot.js';
import type { TabSpec } from '../remotes/viewMap.js';

export interface DesktopTabsProps extends ParcelProps {
  specs: readonly TabSpec[];
  active: TabId;
  onSelect: (tab: TabId) => void;
}

/** Large screens: one tab per view; only the active tab's parcel is mounted (the others' modules are prefetched when idle). */
export function DesktopTabs({ specs, active, onSelect, role, queryClient, navigate }: DesktopTabsProps) {
  const activeSpec = specs.find((spec) => spec.tab === active) ?? specs[0]!;
  // The other tabs' modules are prefetched once the first shown tab has settled.
  const [settled, setSettled] = useState(false);
  usePrefetchViews(specs, activeSpec, settled);
  return (
    <Box>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={activeSpec.tab}
          onChange={(_event, tab: TabId) => onSelect(tab)}
          variant="fullWidth"
          aria-label="Dashboard sections"
        >
          {specs.map((spec) => (
            <Tab
              key={spec.tab}
              value={spec.tab}
              label={spec.label}
              id={`tab-${spec.tab}`}
              // Only the active tab's panel exists.
              aria-controls={spec.tab === activeSpec.tab ? `tabpanel-${spec.tab}` : undefined}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`tabpanel-${activeSpec.tab}`} aria-labelledby={`tab-${activeSpec.tab}`}>
        <RemoteSlot
          key={activeSpec.tab}
          viewRef={activeSpec}
          label={activeSpec.label}
          role={role}
          queryClient={queryClient}
          navigate={navigate}
          onSettled={() => setSettled(true)}
        />
      </Box>
    </Box>
  );
}
