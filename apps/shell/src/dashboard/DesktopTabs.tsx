import { Box, Paper, Tab, Tabs } from '@mui/material';
import type { ParcelProps, TabId } from '@tradeboard/ui';
import { RemoteSlot } from '../remotes/RemoteSlot.js';
import type { TabSpec } from '../remotes/viewMap.js';

export interface DesktopTabsProps extends ParcelProps {
  specs: readonly TabSpec[];
  active: TabId;
  onSelect: (tab: TabId) => void;
}

/** Large screens: one tab per view; only the active tab's parcel is mounted. */
export function DesktopTabs({ specs, active, onSelect, role, queryClient, navigate }: DesktopTabsProps) {
  const activeSpec = specs.find((spec) => spec.tab === active) ?? specs[0]!;
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
        />
      </Box>
    </Box>
  );
}
