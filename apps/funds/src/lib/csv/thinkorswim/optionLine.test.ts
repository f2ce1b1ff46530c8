// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveExpiry, thirdFriday, parseSlashDate } from '../expiry.js';
import { parseOptionLine } from './optionLine.js';

describe('thinkorswim option descriptions', () => {
  it.each([
    [
      '100 (Weeklys) 29 APR 22 2400 PUT',
      { underlying: null, tags: ['WEEKLYS'], day: 29, monthIndex: 3, year: 22, strike: 2400, optionType: 'PUT' },
    ],
    [
      '100 AUG 14 86 PUT',
      { underlying: null, tags: [], day: null, monthIndex: 7, year: 14, strike: 86, optionType: 'PUT' },
    ],
    [
      '100 MAR 15 115 CALL',
      { underlying: null, tags: [], day: null, monthIndex: 2, year: 15, strike: 115, optionType: 'CALL' },
    ],
    [
      '100 (Quarterlys) 31 MAR 23 400.5 CALL',
      { tags: ['QUARTERLYS'], day: 31, monthIndex: 2, year: 23, strike: 400.5 },
    ],
    ['100 (SPXW) (AM) 16 DEC 22 3,900 PUT', { tags: ['SPXW', 'AM'], day: 16, strike: 3900, optionType: 'PUT' }],
    ['PLTR 100 16 JAN 27 30 CALL', { underlying: 'PLTR', day: 16, monthIndex: 0, year: 27, strike: 30 }],
    ['10 (Mini) 17 JUN 22 250 CALL', { multiplier: '10', tags: ['MINI'] }],
    ['100 (Weeklys) 29 apr 22 2400 put', { day: 29, optionType: 'PUT' }],
  ])('%s', (text, expected) => {
    expect(parseOptionLine(text)).toMatchObject({ futures: false, ...expected });
  });

  it.each([
    '1/50 MAY 22 (Wk1) /E1AK22:XCME 4200 PUT',
    '1/50 (Wk2) 14 JUN 23 /E2CM23:XCME 4200 PUT',
    '/ES 1/50 JUN 23 4000 CALL',
  ])('a futures option: %s', (text) => {
    expect(parseOptionLine(text)?.futures).toBe(true);
  });

  it.each(['AAPL', 'APPLE INC COM', 'PUTNAM FUNDS', '100 ABC 22 50 PUT', '100 29 APR 22 PUT', '100 29 APR 22 0 CALL'])(
    'not an option description: %s',
    (text) => {
      expect(parseOptionLine(text)).toBeNull();
    },
  );
});

describe('expiry dates', () => {
  it('the third Friday of a month, whatever day the month starts on', () => {
    expect(thirdFriday(14, 7).toDateString()).toBe('Fri Aug 15 2014');
    expect(thirdFriday(15, 2).toDateString()).toBe('Fri Mar 20 2015');
    expect(thirdFriday(2027, 0).toDateString()).toBe('Fri Jan 15 2027');
    // A month starting on a Friday: its first day counts.
    expect(thirdFriday(22, 3).toDateString()).toBe('Fri Apr 15 2022');
  });

  it('the day on the line wins; a day the month does not have is no expiry', () => {
    expect(resolveExpiry({ year: 22, monthIndex: 3, day: 29 }, parseSlashDate('4/22/22'), 99)).toBe('04/29/2022');
    expect(resolveExpiry({ year: 22, monthIndex: 3, day: 31 }, null, null)).toBeNull();
  });

  it("no day: the statement's date plus Days when it lands in the line's month, else the third Friday", () => {
    const feb12 = parseSlashDate('2/12/15');
    expect(resolveExpiry({ year: 15, monthIndex: 2, day: null }, feb12, 36)).toBe('03/20/2015');
    // A Saturday expiry of the old monthlies is kept as the statement counts it.
    expect(resolveExpiry({ year: 14, monthIndex: 7, day: null }, parseSlashDate('7/25/14'), 22)).toBe('08/16/2014');
    expect(resolveExpiry({ year: 15, monthIndex: 2, day: null }, feb12, 90)).toBe('03/20/2015');
    expect(resolveExpiry({ year: 14, monthIndex: 7, day: null }, null, null)).toBe('08/15/2014');
    expect(resolveExpiry({ year: 14, monthIndex: 7, day: null }, parseSlashDate('7/25/14'), null)).toBe('08/15/2014');
  });
});
