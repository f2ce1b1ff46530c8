/**
 * The Add Flow Alert form (add and edit mode). Ticker and expiry are required: without them submit
 * does nothing (SPEC section 5); strike is required by the API too, so it counts as required here.
 * Spot, premium, volume and open interest are optional numbers (empty is null).
 */
import type { UnusualFlow, UnusualFlowCreateInput } from '@tradeboard/types';
import { normaliseTicker, type OptionType } from '@tradeboard/types/core';
import { isoExpiry } from './holdingForm.js';
import { numberText, optionalNumber } from './numberInput.js';

export interface AlertFormValues {
  ticker: string;
  optionType: OptionType;
  strike: string;
  expiry: string;
  spot: string;
  premium: string;
  volume: string;
  openInterest: string;
  flowDescription: string;
  /** URL of the uploaded screenshot, or null. */
  flowImage: string | null;
}

export const EMPTY_ALERT_FORM: AlertFormValues = {
  ticker: '',
  optionType: 'CALL',
  strike: '',
  expiry: '',
  spot: '',
  premium: '',
  volume: '',
  openInterest: '',
  flowDescription: '',
  flowImage: null,
};

export const REQUIRED_ALERT_FIELDS = ['ticker', 'strike', 'expiry'] as const;
export type RequiredAlertField = (typeof REQUIRED_ALERT_FIELDS)[number];

export function alertFormFrom(alert: UnusualFlow): AlertFormValues {
  return {
    ticker: alert.ticker,
    optionType: alert.optionType,
    strike: numberText(alert.strike),
    expiry: isoExpiry(alert.expiry),
    spot: numberText(alert.spot),
    premium: numberText(alert.premium),
    volume: numberText(alert.volume),
    openInterest: numberText(alert.openInterest),
    flowDescription: alert.flowDescription,
    flowImage: alert.flowImage,
  };
}

/** Required fields left empty (or a strike that is not a number); submit sends nothing while any remain. */
export function missingAlertFields(values: AlertFormValues): RequiredAlertField[] {
  const strike = optionalNumber(values.strike);
  return REQUIRED_ALERT_FIELDS.filter((field) => {
    if (field === 'strike') return strike === null || !Number.isFinite(strike);
    return values[field].trim() === '';
  });
}

/** The POST/PATCH body, or null when a required field is missing. */
export function alertFormBody(values: AlertFormValues): UnusualFlowCreateInput | null {
  if (missingAlertFields(values).length > 0) return null;
  return {
    ticker: normaliseTicker(values.ticker),
    optionType: values.optionType,
    strike: Number(values.strike),
    expiry: values.expiry.trim(),
    spot: optionalNumber(values.spot),
    premium: optionalNumber(values.premium),
    volume: optionalNumber(values.volume),
    openInterest: optionalNumber(values.openInterest),
    flowDescription: values.flowDescription.trim(),
    flowImage: values.flowImage,
  };
}
