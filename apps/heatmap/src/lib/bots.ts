/** The three bot flags of a stock, in the order the Bot Position Management cards show them. */
import type { Stock } from '@tradeboard/types';

export type BotKey = 'hybridBotPosition' | 'swingBotPosition' | 'hourBotPosition';

export const BOTS: readonly { key: BotKey; label: string }[] = [
  { key: 'hybridBotPosition', label: 'BX Hybrid Bot' },
  { key: 'swingBotPosition', label: '1hr Swing Bot' },
  { key: 'hourBotPosition', label: '1hr BX Bot' },
];

export function activeBotCount(stock: Pick<Stock, BotKey>): number {
  return BOTS.filter((bot) => stock[bot.key]).length;
}

export function positionLabel(inPosition: boolean): 'In Position' | 'No Position' {
  return inPosition ? 'In Position' : 'No Position';
}
