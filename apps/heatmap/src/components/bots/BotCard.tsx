import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Stock } from '@tradeboard/types';
import { useToggleBot } from '../../api/mutations.js';
import { BOTS, activeBotCount } from '../../lib/bots.js';
import { BotRow } from './BotRow.js';

/** A stock's three bots with the 'n / 3 active' counter. */
export function BotCard({ stock }: { stock: Stock }) {
  const toggleBot = useToggleBot();
  const active = activeBotCount(stock);
  return (
    <Card component="li" aria-label={stock.symbol} data-symbol={stock.symbol} sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
          {stock.symbol}
        </Typography>
        <Chip
          size="small"
          label={`${active} / ${BOTS.length} active`}
          color={active > 0 ? 'primary' : 'default'}
          variant={active > 0 ? 'filled' : 'outlined'}
        />
      </Box>
      <Divider sx={{ mb: 0.5 }} />
      {BOTS.map((bot) => (
        <BotRow
          key={bot.key}
          symbol={stock.symbol}
          label={bot.label}
          inPosition={stock[bot.key]}
          onToggle={(inPosition) => toggleBot.mutate({ symbol: stock.symbol, bot: bot.key, inPosition })}
        />
      ))}
    </Card>
  );
}
