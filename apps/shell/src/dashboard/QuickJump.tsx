import TextField from '@mui/material/TextField';

export interface JumpTarget {
  /** The section's id suffix (a tab, or a widget above the tabs). */
  id: string;
  sectionLabel: string;
}

export interface QuickJumpProps {
  sections: readonly JumpTarget[];
  onJump: (id: string) => void;
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
        const target = sections.find((section) => section.id === event.target.value);
        if (target) onJump(target.id);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': 'Quick jump to section' } }}
      sx={{ display: { lg: 'none' }, mb: 2 }}
    >
      <option value="" disabled>
        Quick jump to section...
      </option>
      {sections.map((section) => (
        <option key={section.id} value={section.id}>
          {section.sectionLabel}
        </option>
      ))}
    </TextField>
  );
}
