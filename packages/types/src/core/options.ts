/** Options position messages. The option schemas (../options.ts) are built on these. */
import { NUMBER_LIMITS, atMostMessage } from './numbers.js';

export const STRIKE_MESSAGE = 'Strike must be greater than 0';
export const OPTION_PRICE_MESSAGE = 'Price must be greater than 0';
export const STRIKE_MAX_MESSAGE = atMostMessage('Strike', NUMBER_LIMITS.money);
