/**
 * Option symbols as the brokers write them, each into underlying, type, strike and expiry:
 *   OCC (IB, Fidelity):     'SPY   230421P00400000', '-AAPL240119C150' (Fidelity: strike not padded)
 *   TWS description:         "SPY APR 21 '23 400 Put", "SPY Apr21'23 400 PUT"
 *   E*TRADE:                 "AAPL Jan 19 '24 $150 Call"
 *   Schwab:                  'AAPL 01/19/2024 150.00 C'
 */
import { MONTHS, calendarDate } from '../expiry.js';
import type { OptionContract } from './builder.js';

const type = (letter: string): 'CALL' | 'PUT' => (letter.toUpperCase().startsWith('C') ? 'CALL' : 'PUT');
const month = (name: string) => MONTHS.indexOf(name.toUpperCase().slice(0, 3) as (typeof MONTHS)[number]);

function contract(ticker: string, letter: string, strike: string, date: Date | null): OptionContract | null {
  const value = Number(strike.replace(/[$,]/g, ''));
  if (!date || !(value > 0)) return null;
  return { ticker: ticker.toUpperCase(), optionType: type(letter), strike: value, expiry: date };
}

/** OCC: root, YYMMDD, C/P, strike x 1000 in 8 digits; Fidelity writes '-AAPL240119C150' (plain strike). */
export function parseOccSymbol(text: string): OptionContract | null {
  const occ = /([A-Z]{1,6}\d?)\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})\b/.exec(text.toUpperCase());
  if (occ) {
    const [, root, yy, mm, dd, letter, strike] = occ;
    return contract(
      root!,
      letter!,
      String(Number(strike) / 1000),
      calendarDate(Number(yy), Number(mm) - 1, Number(dd)),
    );
  }
  const fidelity = /^\s*-?([A-Z]{1,6})(\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)\s*$/.exec(text.toUpperCase());
  if (!fidelity) return null;
  const [, root, yy, mm, dd, letter, strike] = fidelity;
  return contract(root!, letter!, strike!, calendarDate(Number(yy), Number(mm) - 1, Number(dd)));
}

const MONTH_NAME = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*';

/** "SPY APR 21 '23 400 Put", "SPY Apr21'23 400 PUT", "AAPL Jan 19 '24 $150 Call" (TWS and E*TRADE). */
export function parseDescribedOption(text: string): OptionContract | null {
  const match = new RegExp(
    String.raw`^([A-Z]{1,6}(?:[./][A-Z])?)\s+${MONTH_NAME}\s*(\d{1,2})\s*'(\d{2})\s+\$?([\d,]+(?:\.\d+)?)\s+(CALL|PUT)\b`,
  ).exec(text.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, ticker, monthName, day, year, strike, letter] = match;
  return contract(ticker!, letter!, strike!, calendarDate(Number(year), month(monthName!), Number(day)));
}

/** Schwab: 'AAPL 01/19/2024 150.00 C'. */
export function parseSchwabOption(text: string): OptionContract | null {
  const match = /^([A-Z]{1,6}(?:[./][A-Z])?)\s+(\d{2})\/(\d{2})\/(\d{4})\s+([\d,]+(?:\.\d+)?)\s+([CP])$/.exec(
    text.trim().toUpperCase().replace(/\s+/g, ' '),
  );
  if (!match) return null;
  const [, ticker, mm, dd, yyyy, strike, letter] = match;
  return contract(ticker!, letter!, strike!, calendarDate(Number(yyyy), Number(mm) - 1, Number(dd)));
}
