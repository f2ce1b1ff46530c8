import FormControl from '@mui/material/FormControl';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { memo } from 'react';

export interface JumpTarget {
  /** The section's id suffix (a tab, or a widget above the tabs). */
  id: string;
  sectionLabel: string;
}

export interface QuickJumpProps {
  sections: readonly JumpTarget[];
  onJump: (id: string) => void;
}

/**
 * The mobile navigator: a native select (good on phones) that always shows its placeholder. Built
 * from NativeSelect rather than TextField's select, which brings MUI's menu select (its menu, popover
 * and modal) to a page that never opens one. Memoised: the page renders again as each section
 * settles, and MUI's select is the costliest part of it (a long task on a phone, issue 25).
 */
export const QuickJump = memo(function QuickJump({ sections, onJump }: QuickJumpProps) {
  return (
    <FormControl fullWidth size="small" sx={{ display: { lg: 'none' }, mb: 2 }}>
      <NativeSelect
        value=""
        onChange={(event) => {
          const target = sections.find((section) => section.id === event.target.value);
          if (target) onJump(target.id);
        }}
        input={<OutlinedInput />}
        inputProps={{ 'aria-label': 'Quick jump to section' }}
      >
        <option value="" disabled>
          Quick jump to section...
        </option>
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.sectionLabel}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
});
