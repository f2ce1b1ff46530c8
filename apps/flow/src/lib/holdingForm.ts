/**
 * The Unusual Whale position form (add and inline edit): ticker and expiry required; strike,
 * quantity and price greater than 0; otherwise 'Please fill in all required fields' (SPEC section 5).
 */
import type { FlowHolding, FlowHoldingCreateInput } from '@tradeboard/types';
import { isoDateOf, normaliseTicker, type OptionType } from '@tradeboard/types/core';
import { numberText, optionalNumber, pnlInput } from './numberInput.js';

export interface HoldingFormValues {
  ticker: string;
  optionType: OptionType;
  strike: string;
  /** yyyy-mm-dd from the date input, or the stored text. */
  expiry: string;
  quantity: string;
  price: string;
  pnlPercent: string;
  pnlOpen: string;
}

export const EMPTY_HOLDING_FORM: HoldingFormValues = {
  ticker: '',
  optionType: 'CALL',
  strike: '',
  expiry: '',
  quantity: '',
  price: '',
  pnlPercent: '',
  pnlOpen: '',
};

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** The edit form starts from the stored position; a US expiry is shown in the date input's ISO form. */
export function holdingFormFrom(holding: FlowHolding): HoldingFormValues {
  return {
    ticker: holding.ticker,
    optionType: holding.optionType,
    strike: numberText(holding.strike),
    expiry: isoExpiry(holding.expiry),
    quantity: numberText(holding.quantity),
    price: numberText(holding.price),
    pnlPercent: numberText(holding.pnlPercent),
    pnlOpen: numberText(holding.pnlOpen),
  };
}

/** 'MM/DD/YYYY' -> 'YYYY-MM-DD' for a date input; an ISO date stays as it is. */
export function isoExpiry(expiry: string): string {
  return isoDateOf(expiry) ?? expiry;
}

const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

export type HoldingFormResult = { ok: true; body: FlowHoldingCreateInput } | { ok: false; message: string };

/** The request body, or the message when a required field is missing or not above 0. */
export function holdingFormBody(values: HoldingFormValues): HoldingFormResult {
  const ticker = normaliseTicker(values.ticker);
  const expiry = values.expiry.trim();
  const strike = optionalNumber(values.strike);
  const quantity = optionalNumber(values.quantity);
  const price = optionalNumber(values.price);
  if (!ticker || !expiry || !positive(strike) || !positive(quantity) || !positive(price)) {
    return { ok: false, message: REQUIRED_FIELDS_MESSAGE };
  }
  return {
    ok: true,
    body: {
      ticker,
      optionType: values.optionType,
      strike,
      expiry,
      // Contracts are whole: 2.7 is sent as 2, as an integer input reads it.
      quantity: Math.trunc(quantity),
      price,
      pnlPercent: pnlInput(values.pnlPercent),
      pnlOpen: pnlInput(values.pnlOpen),
    },
  };
}
