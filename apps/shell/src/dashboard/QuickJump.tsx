import { TextField } from '@mui/material';
import type { TabId } from '@tradeboard/ui';
import type { TabSpec } from '../remotes/viewMap.js';

export interface QuickJumpProps {
  sections: readonly TabSpec[];
  onJump: (tab: TabId) => void;
}

/** The mobile navigator: a native select (good on phones) that always shows its placeholder. */
export function QuickJump({ sections, onJump }: QuickJumpProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      value=""
      onChange={(event) => {
        const tab = sections.find((section) => section.tab === event.target.value)?.tab;
        if (tab) onJump(tab);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': 'Quick jump to section' } }}
      sx={{ display: { lg: 'none' }, mb: 2 }}
    >
      <option value="" disabled>
        Quick jump to section...
      </option>
      {sections.map((section) => (
        <option key={section.tab} value={section.tab}>
          {section.sectionLabel}
        </option>
      ))}
    </TextField>
  );
}
