import Chip from '@mui/material/Chip';
import { positionLabel } from '../../lib/bots.js';

/** Read-only 'In Position' / 'No Position' indicator (Main Fund, bots in the student view). */
export function PositionBadge({ inPosition }: { inPosition: boolean }) {
  return (
    <Chip
      label={positionLabel(inPosition)}
      size="small"
      color={inPosition ? 'success' : 'default'}
      variant={inPosition ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
