/**
 * Bot screenshot analysis: the three bots, the words that tell a bot's state in a screenshot, and
 * the messages of the feature. One table each, shared by the API (which reads screenshots) and the
 * heat map (which shows and applies the proposals).
 */

export const BOT_KEYS = ['hybridBotPosition', 'swingBotPosition', 'hourBotPosition'] as const;
export type BotKey = (typeof BOT_KEYS)[number];

/** The bots in the order the Bot Position Management cards show them. */
export const BOTS: readonly { key: BotKey; label: string }[] = [
  { key: 'hybridBotPosition', label: 'BX Hybrid Bot' },
  { key: 'swingBotPosition', label: '1hr Swing Bot' },
  { key: 'hourBotPosition', label: '1hr BX Bot' },
];

export const botLabel = (key: BotKey): string => BOTS.find((bot) => bot.key === key)?.label ?? key;

/**
 * Words (upper case, as read) that say a bot holds a position or not. Multi-word phrases are matched
 * before single words, so 'NO POSITION' is never read as 'POSITION'.
 */
export const BOT_STATE_VOCABULARY: readonly { phrase: string; inPosition: boolean }[] = [
  { phrase: 'IN POSITION', inPosition: true },
  { phrase: 'NO POSITION', inPosition: false },
  { phrase: 'NOT IN POSITION', inPosition: false },
  { phrase: 'LONG', inPosition: true },
  { phrase: 'BUY', inPosition: true },
  { phrase: 'BOUGHT', inPosition: true },
  { phrase: 'ACTIVE', inPosition: true },
  { phrase: 'OPEN', inPosition: true },
  { phrase: 'HOLDING', inPosition: true },
  { phrase: 'FLAT', inPosition: false },
  { phrase: 'SELL', inPosition: false },
  { phrase: 'SOLD', inPosition: false },
  { phrase: 'CLOSED', inPosition: false },
  { phrase: 'EXIT', inPosition: false },
  { phrase: 'EXITED', inPosition: false },
  { phrase: 'NONE', inPosition: false },
];

/** Below this OCR confidence (0-100) a proposal is flagged for a second look. */
export const BOT_LOW_CONFIDENCE = 60;

/** Drop zone limits of the feature (SPEC section 5 image drop zone defaults). */
export const BOT_SCREENSHOT_MAX_FILES = 10;
export const BOT_SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;

export const BOT_NO_SYMBOLS_NOTE = 'No watchlist symbols found in this screenshot';
export const BOT_NOT_NAMED_NOTE = 'The screenshot does not name its bot: choose it in the form and analyze again';
export const BOT_SCREENSHOTS_REQUIRED = 'Add 1 to 10 screenshots in the form field screenshots';
export const botSymbolsNotOnWatchlist = (symbols: readonly string[]): string =>
  `Not on the watchlist: ${symbols.join(', ')}`;
