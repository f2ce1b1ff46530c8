// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_OPTION_FORM, canAddOption, optionCreateBody, type OptionFormValues } from './optionForm.js';

const filled: OptionFormValues = {
  ticker: ' aapl ',
  optionType: 'CALL',
  strike: '187.5',
  expiry: '2026-12-18',
  quantity: '3',
  price: '4.25',
};

describe('Options Holdings add form', () => {
  it('Add is disabled until all six fields are filled', () => {
    expect(canAddOption(EMPTY_OPTION_FORM)).toBe(false);
    for (const key of Object.keys(filled) as Array<keyof OptionFormValues>) {
      expect(canAddOption({ ...filled, [key]: '' })).toBe(false);
    }
    expect(canAddOption(filled)).toBe(true);
  });

  it('sends the ticker trimmed and upper-cased, strike and price as decimals and quantity as an integer', () => {
    expect(optionCreateBody('Main Fund', { ...filled, quantity: '3.9' })).toEqual({
      fund: 'Main Fund',
      ticker: 'AAPL',
      optionType: 'CALL',
      strike: 187.5,
      expiry: '2026-12-18',
      quantity: 3,
      price: 4.25,
    });
  });
});
