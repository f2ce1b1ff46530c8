/**
 * From the words OCR found in a screenshot (text, confidence, position) to proposals: which bot the
 * screenshot shows, and for each watchlist symbol on it, whether that bot holds a position. A pure
 * function: the OCR itself lives in ocr-pool.ts.
 */
import {
  BOT_NO_SYMBOLS_NOTE,
  BOT_NOT_NAMED_NOTE,
  BOT_STATE_VOCABULARY,
  type BotAnalysisResult,
  type BotKey,
  type BotProposal,
} from '@tradeboard/types';
import type { OcrWord } from './ocr-pool.js';

interface Token {
  /** Upper-cased, surrounding punctuation removed. */
  text: string;
  /** As read: symbols are written in capitals, so 'Mu' in a sentence is not the ticker MU. */
  raw: string;
  confidence: number;
  x: number;
}

/** Headings that name a bot. 'BX Hybrid Bot' holds 'BX' but not 'BX BOT', so the order is free. */
const BOT_HEADINGS: readonly { bot: BotKey; pattern: RegExp }[] = [
  { bot: 'hybridBotPosition', pattern: /\bHYBRID\b/ },
  { bot: 'swingBotPosition', pattern: /\bSWING\b/ },
  // OCR often reads the '1' of '1hr' as I, l or |.
  { bot: 'hourBotPosition', pattern: /(?:\b[1IL|]\s?HR|\bHOUR)\s*BX\b|\bBX\s*BOT\b/ },
];

const TICKER_LIKE = /^[A-Z]{1,6}(?:\.[A-Z])?$/;
/** Column titles and words around a table that look like tickers but never are. */
const NOT_TICKERS = new Set([
  'SYMBOL',
  'TICKER',
  'STATUS',
  'STATE',
  'ENTRY',
  'QTY',
  'PRICE',
  'SIDE',
  'BOT',
  'USD',
  'P',
  'L',
  'PL',
]);

const PHRASES = [...BOT_STATE_VOCABULARY]
  .map((entry) => ({ ...entry, words: entry.phrase.split(' ') }))
  .sort((a, b) => b.words.length - a.words.length);
const STATE_WORDS = new Set(PHRASES.flatMap((entry) => entry.words));

function toToken(word: OcrWord): Token {
  return {
    text: word.text.toUpperCase().replace(/^[^A-Z0-9]+|[^A-Z0-9]+$/g, ''),
    raw: word.text.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''),
    confidence: word.confidence,
    x: word.bbox.x0,
  };
}

/** Words whose vertical centres fall within one text height of each other form a row (a table row). */
function groupRows(words: readonly OcrWord[]): Token[][] {
  const visible = words.filter((word) => word.text.trim() !== '');
  if (visible.length === 0) return [];
  const heights = visible.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  const tolerance = Math.max(4, heights[Math.floor(heights.length / 2)]! * 0.6);
  const sorted = [...visible].sort((a, b) => centre(a) - centre(b));
  const rows: { centre: number; words: OcrWord[] }[] = [];
  for (const word of sorted) {
    const row = rows.at(-1);
    if (row && centre(word) - row.centre <= tolerance) {
      row.words.push(word);
      row.centre = row.words.reduce((sum, w) => sum + centre(w), 0) / row.words.length;
    } else {
      rows.push({ centre: centre(word), words: [word] });
    }
  }
  return rows.map((row) =>
    row.words
      .sort((a, b) => a.bbox.x0 - b.bbox.x0)
      .map(toToken)
      .filter((t) => t.text !== ''),
  );
}

const centre = (word: OcrWord) => (word.bbox.y0 + word.bbox.y1) / 2;

/** Characters OCR reads in place of capitals: '1', 'l' and '|' for I, '0' for O. */
const LOOKALIKES: Record<string, string> = { '1': 'I', l: 'I', '|': 'I', '0': 'O' };

/**
 * The watchlist symbol a token stands for, if any. Symbols are written in capitals, so elsewhere in
 * a row only an exact capitalised word counts; the row's first word (the symbol column) may also
 * come back in mixed case or with look-alike characters ('Mu', 'SMC1').
 */
function symbolOf(token: Token, index: number, watchlist: ReadonlySet<string>): string | undefined {
  if (token.raw === token.text && watchlist.has(token.text)) return token.text;
  if (index !== 0) return undefined;
  const repaired = [...token.raw]
    .map((ch) => LOOKALIKES[ch] ?? ch)
    .join('')
    .toUpperCase();
  return watchlist.has(repaired) ? repaired : undefined;
}

interface StateMatch {
  index: number;
  phrase: string;
  inPosition: boolean;
  confidence: number;
}

function statesIn(row: readonly Token[]): StateMatch[] {
  const found: StateMatch[] = [];
  for (let i = 0; i < row.length; i++) {
    const entry = PHRASES.find((candidate) => candidate.words.every((word, k) => row[i + k]?.text === word));
    if (!entry) continue;
    const words = row.slice(i, i + entry.words.length);
    found.push({
      index: i,
      phrase: entry.phrase,
      inPosition: entry.inPosition,
      confidence: Math.min(...words.map((w) => w.confidence)),
    });
    i += entry.words.length - 1;
  }
  return found;
}

export function detectBot(text: string): BotKey | null {
  const upper = text.toUpperCase();
  const named = new Set(BOT_HEADINGS.filter(({ pattern }) => pattern.test(upper)).map(({ bot }) => bot));
  return named.size === 1 ? [...named][0]! : null;
}

export function readBotStates(
  words: readonly OcrWord[],
  watchlist: readonly string[],
  chosenBot?: BotKey,
): BotAnalysisResult {
  const rows = groupRows(words);
  const text = rows.map((row) => row.map((token) => token.raw).join(' ')).join('\n');
  const namedBot = detectBot(text);
  const bot = namedBot ?? chosenBot ?? null;
  const onWatchlist = new Set(watchlist.map((symbol) => symbol.toUpperCase()));

  const bySymbol = new Map<string, BotProposal>();
  const unknown = new Set<string>();
  let symbolsSeen = 0;
  for (const row of rows) {
    const states = statesIn(row);
    const symbols = row.flatMap((token, index) => {
      const symbol = symbolOf(token, index, onWatchlist);
      return symbol ? [{ symbol, token, index }] : [];
    });
    symbolsSeen += symbols.length;
    if (states.length === 0) continue;
    if (symbols.length === 0) {
      const first = row.find(
        (token) => TICKER_LIKE.test(token.text) && token.raw === token.text && !STATE_WORDS.has(token.text),
      );
      if (first && !NOT_TICKERS.has(first.text)) unknown.add(first.text);
      continue;
    }
    if (!bot) continue;
    for (const { symbol, token, index } of symbols) {
      // The state that belongs to a symbol is the next one to its right (else the nearest on the left).
      const state = states.find((s) => s.index > index) ?? states.at(-1)!;
      const proposal: BotProposal = {
        symbol,
        bot,
        inPosition: state.inPosition,
        state: state.phrase,
        confidence: Math.round(Math.min(token.confidence, state.confidence)),
      };
      const earlier = bySymbol.get(symbol);
      if (!earlier || earlier.confidence < proposal.confidence) bySymbol.set(symbol, proposal);
    }
  }

  const proposals = [...bySymbol.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
  const note = symbolsSeen === 0 ? BOT_NO_SYMBOLS_NOTE : bot === null ? BOT_NOT_NAMED_NOTE : null;
  return {
    bot,
    botSource: namedBot ? 'heading' : bot ? 'form' : null,
    proposals,
    unknownSymbols: [...unknown].sort(),
    note,
    text,
  };
}

/** The record's confidence: the mean of its proposals', or null when it has none. */
export function meanConfidence(result: BotAnalysisResult): number | null {
  if (result.proposals.length === 0) return null;
  return Math.round(result.proposals.reduce((sum, p) => sum + p.confidence, 0) / result.proposals.length);
}
