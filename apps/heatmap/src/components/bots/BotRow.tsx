import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PositionBadge } from '../shared/PositionBadge.js';

interface BotRowProps {
  symbol: string;
  label: string;
  inPosition: boolean;
  onToggle: (inPosition: boolean) => void;
}

/** One bot of a stock: its name, the position badge and the switch that saves at once. */
export function BotRow({ symbol, label, inPosition, onToggle }: BotRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <PositionBadge inPosition={inPosition} />
      <Switch
        checked={inPosition}
        color="success"
        onChange={(event) => onToggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': `${label} for ${symbol}` } }}
      />
    </Box>
  );
}
