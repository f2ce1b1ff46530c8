/**
 * The 'Options Holdings' add form (SPEC section 5): Add stays disabled until ticker, type, strike,
 * expiry, quantity and price are all filled; strike and price are decimals, quantity an integer.
 */
import { normaliseTicker, type Fund, type OptionType } from '@tradeboard/types/core';
import type { OptionCreateInput } from '@tradeboard/types';

export interface OptionFormValues {
  ticker: string;
  optionType: OptionType | '';
  strike: string;
  /** From a date input: YYYY-MM-DD (shown MM/DD/YYYY in the table). */
  expiry: string;
  quantity: string;
  price: string;
}

export const EMPTY_OPTION_FORM: OptionFormValues = {
  ticker: '',
  optionType: '',
  strike: '',
  expiry: '',
  quantity: '',
  price: '',
};

export function canAddOption(values: OptionFormValues): boolean {
  return Object.values(values).every((value) => value.trim() !== '');
}

export function optionCreateBody(fund: Fund, values: OptionFormValues): OptionCreateInput {
  return {
    fund,
    ticker: normaliseTicker(values.ticker),
    optionType: values.optionType as OptionType,
    strike: Number.parseFloat(values.strike),
    expiry: values.expiry.trim(),
    quantity: Number.parseInt(values.quantity, 10),
    price: Number.parseFloat(values.price),
  };
}
