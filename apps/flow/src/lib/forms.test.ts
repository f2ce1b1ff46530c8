import { describe, expect, it } from 'vitest';
import { alertFormBody, alertFormFrom, EMPTY_ALERT_FORM, missingAlertFields } from './alertForm.js';
import { EMPTY_HOLDING_FORM, holdingFormBody, holdingFormFrom, REQUIRED_FIELDS_MESSAGE } from './holdingForm.js';
import { pnlInput } from './numberInput.js';

const holdingValues = {
  ...EMPTY_HOLDING_FORM,
  ticker: ' nvda ',
  strike: '150',
  expiry: '2026-12-18',
  quantity: '3',
  price: '4.25',
};

describe('flow position form', () => {
  it('builds the body: ticker upper-cased and trimmed, numbers parsed, empty P&L as null', () => {
    expect(holdingFormBody(holdingValues)).toEqual({
      ok: true,
      body: {
        ticker: 'NVDA',
        optionType: 'CALL',
        strike: 150,
        expiry: '2026-12-18',
        quantity: 3,
        price: 4.25,
        pnlPercent: null,
        pnlOpen: null,
      },
    });
    expect(holdingFormBody({ ...holdingValues, optionType: 'PUT', pnlPercent: '12.5', pnlOpen: '-300' })).toMatchObject(
      {
        body: { optionType: 'PUT', pnlPercent: 12.5, pnlOpen: -300 },
      },
    );
  });

  it.each([
    ['ticker', { ticker: '  ' }],
    ['expiry', { expiry: '' }],
    ['strike', { strike: '' }],
    ['strike 0', { strike: '0' }],
    ['quantity 0', { quantity: '0' }],
    ['negative price', { price: '-1' }],
    ['price not a number', { price: 'abc' }],
  ])('refuses a form without %s: Please fill in all required fields', (_label, change) => {
    expect(holdingFormBody({ ...holdingValues, ...change })).toEqual({ ok: false, message: REQUIRED_FIELDS_MESSAGE });
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill in all required fields');
  });

  it('starts the edit form from a stored position, a US expiry in date-input form', () => {
    const stored = {
      id: 'h1',
      ticker: 'AMD',
      optionType: 'PUT' as const,
      strike: 120,
      expiry: '01/16/2027',
      quantity: 2,
      price: 3.1,
      pnlPercent: null,
      pnlOpen: 45,
      version: 1,
      createdAt: '',
      updatedAt: '',
    };
    expect(holdingFormFrom(stored)).toEqual({
      ticker: 'AMD',
      optionType: 'PUT',
      strike: '120',
      expiry: '2027-01-16',
      quantity: '2',
      price: '3.1',
      pnlPercent: '',
      pnlOpen: '45',
    });
  });
});

describe('flow P&L inputs', () => {
  it('empty means null, an unparseable value becomes 0', () => {
    expect(pnlInput('')).toBeNull();
    expect(pnlInput('  ')).toBeNull();
    expect(pnlInput('1234.56')).toBe(1234.56);
    expect(pnlInput('-12.5')).toBe(-12.5);
    expect(pnlInput('abc')).toBe(0);
  });
});

describe('flow alert form', () => {
  const filled = { ...EMPTY_ALERT_FORM, ticker: 'tsla', strike: '250', expiry: '2026-12-18' };

  it('names the missing required fields; the body is null while any is missing', () => {
    expect(missingAlertFields(EMPTY_ALERT_FORM)).toEqual(['ticker', 'strike', 'expiry']);
    expect(missingAlertFields({ ...filled, expiry: ' ' })).toEqual(['expiry']);
    expect(alertFormBody({ ...filled, ticker: '' })).toBeNull();
    expect(missingAlertFields(filled)).toEqual([]);
  });

  it('sends optional numbers as null when empty and as numbers when given', () => {
    expect(alertFormBody(filled)).toEqual({
      ticker: 'TSLA',
      optionType: 'CALL',
      strike: 250,
      expiry: '2026-12-18',
      spot: null,
      premium: null,
      volume: null,
      openInterest: null,
      flowDescription: '',
      flowImage: null,
    });
    expect(
      alertFormBody({
        ...filled,
        spot: '245.5',
        premium: '1250000',
        volume: '5000',
        openInterest: '1200',
        flowDescription: ' sweep ',
        flowImage: '/uploads/a.png',
      }),
    ).toMatchObject({
      spot: 245.5,
      premium: 1_250_000,
      volume: 5000,
      openInterest: 1200,
      flowDescription: 'sweep',
      flowImage: '/uploads/a.png',
    });
  });

  it('starts the edit form from a stored alert', () => {
    const alert = {
      id: 'f1',
      ticker: 'TSLA',
      optionType: 'PUT' as const,
      strike: 250,
      expiry: '12/18/2026',
      spot: null,
      flowDescription: 'Big put sweep',
      flowImage: null,
      premium: 900000,
      volume: null,
      openInterest: 300,
      version: 1,
      createdAt: '',
      updatedAt: '',
    };
    expect(alertFormFrom(alert)).toEqual({
      ticker: 'TSLA',
      optionType: 'PUT',
      strike: '250',
      expiry: '2026-12-18',
      spot: '',
      premium: '900000',
      volume: '',
      openInterest: '300',
      flowDescription: 'Big put sweep',
      flowImage: null,
    });
  });
});
