/** Bot flags of a stock: the list of bots comes from @tradeboard/types/core (shared with the API). */
import type { Stock } from '@tradeboard/types';
import { BOTS, type BotKey } from '@tradeboard/types/core';

export { BOTS, type BotKey };

export function activeBotCount(stock: Pick<Stock, BotKey>): number {
  return BOTS.filter((bot) => stock[bot.key]).length;
}

export function positionLabel(inPosition: boolean): 'In Position' | 'No Position' {
  return inPosition ? 'In Position' : 'No Position';
}
