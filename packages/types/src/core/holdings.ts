/** Holding terms, messages and limits. The holding schemas (../holdings.ts) are built on these. */
import { LONG_TERM_QUANTITY_THRESHOLD } from './constants.js';
import { NUMBER_LIMITS, atMostMessage } from './numbers.js';

export const HOLDING_TERMS = ['Long Term', 'Options'] as const;
export type HoldingTerm = (typeof HOLDING_TERMS)[number];

/** 'Long Term' when quantity exceeds 1000, else 'Options'. The API always derives it from quantity. */
export function holdingTerm(quantity: number): HoldingTerm {
  return quantity > LONG_TERM_QUANTITY_THRESHOLD ? 'Long Term' : 'Options';
}

export const QUANTITY_MESSAGE = 'Quantity must be a whole number greater than 0';
export const PRICE_MESSAGE = 'Price must be a number of at least 0';
export const QUANTITY_MAX_MESSAGE = atMostMessage('Quantity', NUMBER_LIMITS.quantity);
export const PRICE_MAX_MESSAGE = atMostMessage('Price', NUMBER_LIMITS.money);
export const HOLDINGS_IMPORT_MAX_ROWS = 5000;
