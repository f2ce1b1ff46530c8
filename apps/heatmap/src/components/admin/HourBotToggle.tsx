import ToggleButton from '@mui/material/ToggleButton';
import { alpha } from '@mui/material/styles';
import type { Stock } from '@tradeboard/types';
import { useToggleBot } from '../../api/mutations.js';
import { positionLabel } from '../../lib/bots.js';

/** The 1hr BX Bot column: a toggle that saves the hour bot flag at once. */
export function HourBotToggle({ stock }: { stock: Pick<Stock, 'symbol' | 'hourBotPosition'> }) {
  const toggleBot = useToggleBot();
  const inPosition = stock.hourBotPosition;
  return (
    <ToggleButton
      value="hourBot"
      size="small"
      selected={inPosition}
      color="success"
      aria-label={`1hr BX Bot for ${stock.symbol}: ${positionLabel(inPosition)}`}
      onChange={() => toggleBot.mutate({ symbol: stock.symbol, bot: 'hourBotPosition', inPosition: !inPosition })}
      sx={{
        py: 0.25,
        px: 1.25,
        fontSize: '0.75rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        // Off: an enabled outlined button (the default grey reads as disabled next to the Main Fund chip).
        color: 'primary.main',
        borderColor: (theme) => alpha(theme.palette.primary.main, 0.5),
        '&:hover': { borderColor: 'primary.main', bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) },
        '&.Mui-selected, &.Mui-selected:hover': {
          bgcolor: 'success.main',
          color: 'success.contrastText',
          borderColor: 'success.main',
        },
      }}
    >
      {positionLabel(inPosition)}
    </ToggleButton>
  );
}
