/**
 * A thinkorswim option description, as the Position Statement writes it in the Instrument column:
 *   '100 (Weeklys) 29 APR 22 2400 PUT'   multiplier, series tag, day, month, year, strike, type
 *   '100 AUG 14 86 PUT'                  no day: a monthly (the expiry comes from Days or the 3rd Friday)
 *   'PLTR 100 16 JAN 27 30 CALL'         the underlying written in front
 *   '1/50 (Wk2) 14 JUN 23 /E2CM23:XCME 4200 PUT'   a futures option (fractional multiplier, '/' root)
 * Tags seen: (Weeklys), (Quarterlys), (EOM), (AM), (PM), (Mini), (SPXW), (Wk1)...
 */
import { MONTHS, type ExpiryParts } from '../expiry.js';

export interface OptionLine extends ExpiryParts {
  /** The underlying written in front of the multiplier, when there is one. */
  underlying: string | null;
  multiplier: string;
  tags: string[];
  strike: number;
  optionType: 'CALL' | 'PUT';
  /** A futures option: '/ES'-style root, or a fractional multiplier such as 1/50. */
  futures: boolean;
}

const TAGS = String.raw`((?:\([^)]*\)\s+)*)`;
const OPTION_LINE = new RegExp(
  String.raw`^(?:([A-Z$/][A-Z0-9./$:]*)\s+)?(\d+(?:\/\d+)?)\s+${TAGS}(?:(\d{1,2})\s+)?(${MONTHS.join('|')})\s+(\d{2}|\d{4})\s+${TAGS}(\/[A-Z0-9:]+\s+)?(\d[\d,]*(?:\.\d+)?)\s+(CALL|PUT)S?$`,
);

const tagsOf = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\(([^)]*)\)/g)].map((match) => match[1]!.trim());

/** The parts of an option description, or null when the text is not one this parser reads. */
export function parseOptionLine(instrument: string): OptionLine | null {
  const match = OPTION_LINE.exec(instrument.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, underlying, multiplier, tagsBefore, day, month, year, tagsAfter, root, strike, type] = match;
  const strikeValue = Number(strike!.replace(/,/g, ''));
  if (!(strikeValue > 0)) return null;
  return {
    underlying: underlying ?? null,
    multiplier: multiplier!,
    tags: [...tagsOf(tagsBefore), ...tagsOf(tagsAfter)],
    day: day === undefined ? null : Number(day),
    monthIndex: MONTHS.indexOf(month as (typeof MONTHS)[number]),
    year: Number(year),
    strike: strikeValue,
    optionType: type as 'CALL' | 'PUT',
    futures: root !== undefined || multiplier!.includes('/') || (underlying ?? '').startsWith('/'),
  };
}
