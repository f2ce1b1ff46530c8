import { describe, expect, it } from 'vitest';
import { BOT_NO_SYMBOLS_NOTE, BOT_NOT_NAMED_NOTE } from '@tradeboard/types';
import type { OcrWord } from './ocr-pool.js';
import { detectBot, readBotStates } from './read-bot-states.js';

/** Lays out lines of text as OCR words: one row per line, words 100 px apart. */
function page(lines: string[], confidence = 95): OcrWord[] {
  return lines.flatMap((line, row) =>
    line.split(' ').map((text, col) => ({
      text,
      confidence,
      bbox: { x0: col * 100, x1: col * 100 + 80, y0: row * 40, y1: row * 40 + 20 },
    })),
  );
}
const WATCHLIST = ['AAPL', 'MSFT', 'MU', 'SMCI'];

describe('detectBot', () => {
  it.each([
    ['BX Hybrid Bot', 'hybridBotPosition'],
    ['1hr Swing Bot positions', 'swingBotPosition'],
    ['1hr BX Bot', 'hourBotPosition'],
    ['lhr BX Bot', 'hourBotPosition'],
    ['Ihr BX Bot', 'hourBotPosition'],
  ])('%s names %s', (text, bot) => expect(detectBot(text)).toBe(bot));

  it('gives no bot when none or two are named', () => {
    expect(detectBot('Positions')).toBeNull();
    expect(detectBot('BX Hybrid Bot and 1hr Swing Bot')).toBeNull();
  });
});

describe('readBotStates', () => {
  it('pairs each watchlist symbol with the state words on its row', () => {
    const result = readBotStates(
      page(['BX Hybrid Bot', 'Symbol Status', 'AAPL IN POSITION $1', 'MSFT NO POSITION $2', 'MU FLAT', 'SMCI LONG']),
      WATCHLIST,
    );
    expect(result.bot).toBe('hybridBotPosition');
    expect(result.botSource).toBe('heading');
    expect(result.proposals.map((p) => [p.symbol, p.inPosition, p.state])).toEqual([
      ['AAPL', true, 'IN POSITION'],
      ['MSFT', false, 'NO POSITION'],
      ['MU', false, 'FLAT'],
      ['SMCI', true, 'LONG'],
    ]);
    expect(result.note).toBeNull();
  });

  it('uses the form choice only when the text names no bot', () => {
    expect(readBotStates(page(['Positions', 'AAPL BUY']), WATCHLIST, 'swingBotPosition')).toMatchObject({
      bot: 'swingBotPosition',
      botSource: 'form',
    });
    expect(readBotStates(page(['1hr BX Bot', 'AAPL BUY']), WATCHLIST, 'swingBotPosition')).toMatchObject({
      bot: 'hourBotPosition',
      botSource: 'heading',
    });
  });

  it('proposes nothing without a bot, and says why', () => {
    const result = readBotStates(page(['Positions', 'AAPL BUY']), WATCHLIST);
    expect(result.proposals).toEqual([]);
    expect(result.note).toBe(BOT_NOT_NAMED_NOTE);
  });

  it('lists ticker-like words beside a state that are not on the watchlist, and proposes nothing for them', () => {
    const result = readBotStates(page(['1hr BX Bot', 'XOM SELL', 'AAPL SELL']), WATCHLIST);
    expect(result.proposals.map((p) => p.symbol)).toEqual(['AAPL']);
    expect(result.unknownSymbols).toEqual(['XOM']);
  });

  it('says so when no watchlist symbol is on the screenshot', () => {
    const result = readBotStates(page(['1hr BX Bot', 'XOM SELL']), WATCHLIST);
    expect(result.proposals).toEqual([]);
    expect(result.note).toBe(BOT_NO_SYMBOLS_NOTE);
  });

  it('reads the symbol column in mixed case or with look-alike characters, but not a capitalised word elsewhere', () => {
    const result = readBotStates(page(['1hr BX Bot', 'Mu ACTIVE', 'SMC1 EXIT', 'AAPL Mu LONG']), WATCHLIST);
    expect(result.proposals.map((p) => [p.symbol, p.inPosition])).toEqual([
      ['AAPL', true],
      ['MU', true],
      ['SMCI', false],
    ]);
  });

  it('carries the lower of the symbol and state confidences', () => {
    const words = page(['1hr BX Bot', 'AAPL IN POSITION']);
    words.find((w) => w.text === 'POSITION')!.confidence = 41;
    expect(readBotStates(words, WATCHLIST).proposals[0]!.confidence).toBe(41);
  });
});
