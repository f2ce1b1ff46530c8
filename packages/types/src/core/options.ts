/** Options position messages. The option schemas (../options.ts) are built on these. */

export const STRIKE_MESSAGE = 'Strike must be greater than 0';
export const OPTION_PRICE_MESSAGE = 'Price must be greater than 0';
