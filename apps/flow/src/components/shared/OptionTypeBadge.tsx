import Chip from '@mui/material/Chip';
import type { OptionType } from '@tradeboard/types/core';

/** CALL / PUT in the theme's option-type colour (CALL bullish, PUT bearish). */
export function OptionTypeBadge({ optionType }: { optionType: OptionType }) {
  return (
    <Chip
      size="small"
      label={optionType}
      variant="outlined"
      sx={{ fontWeight: 700, color: `optionType.${optionType}`, borderColor: `optionType.${optionType}`, height: 22 }}
    />
  );
}
