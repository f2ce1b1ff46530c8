/**
 * Shared rules without a schema library: messages, tickers, funds and links (dates: ./dates.ts). The zod schemas
 * (../common.ts) are built on these, and the browser bundles use them directly.
 */
import { DEFAULT_FUND, FLOW_FUND, FUNDS, MAIN_FUND_LABEL } from './constants.js';
import { ISO_DATE, US_DATE } from './dates.js';

export type Fund = (typeof FUNDS)[number];
export type ActivityFund = Fund | typeof FLOW_FUND;

export const OPTION_TYPES = ['CALL', 'PUT'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const MESSAGES = {
  tickerRequired: 'Ticker is required',
  tickerFormat: 'Ticker must be 1 to 6 letters',
  symbolRequired: 'Please enter a stock symbol.',
  usDate: 'Date must be MM/DD/YYYY',
  expiry: 'Expiry must be MM/DD/YYYY or YYYY-MM-DD',
  fund: `Fund must be one of: ${FUNDS.join(', ')}`,
  activityFund: `Fund must be one of: ${FUNDS.join(', ')}, ${FLOW_FUND}`,
  optionType: 'Option type must be CALL or PUT',
  url: "URL must be a stored file ('/uploads/...') or an http(s):// address",
  fileUrl: "URL must be a stored file ('/uploads/...')",
} as const;

// ---------- tickers ----------

/** A stored ticker: 1-6 letters with an optional one-letter share-class suffix such as '.B' (BRK.B). */
export const TICKER_PATTERN = /^[A-Z]{1,6}(\.[A-Z])?$/;
/**
 * The same rule on the text as typed (trimmed, any case). Checked BEFORE upper-casing: Unicode
 * upper-casing changes letters outside ASCII into ASCII ones ('ß' -> 'SS', 'ﬀ' -> 'FF'), so a
 * check after it would store a ticker nobody typed.
 */
export const TICKER_INPUT_PATTERN = /^[A-Za-z]{1,6}(\.[A-Za-z])?$/;

/** Trim and upper-case a ticker the way every input does (after isValidTicker said yes). */
export function normaliseTicker(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidTicker(raw: string): boolean {
  return TICKER_INPUT_PATTERN.test(raw.trim());
}

// ---------- funds ----------

/** Map the UI label '✅ Main Fund' to the stored 'Main Fund'; other values pass through trimmed. */
export function normaliseFund(raw: string): string {
  const trimmed = raw.trim();
  return trimmed === MAIN_FUND_LABEL ? DEFAULT_FUND : trimmed;
}

// ---------- links ----------

/**
 * A stored file's URL: '/uploads/' and path segments of URL-safe characters, none starting with a
 * dot. Nothing a browser would rewrite: no '..', no percent-escapes, no backslash, no control
 * character (a browser drops tabs and newlines, so '/\t/evil.example/x.pdf' would be another host),
 * and never an API route such as '/api/backup' (an <img> pointing there would run a backup).
 */
const FILE_URL = /^\/uploads(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
/** An absolute http(s) URL: no white space, no C0/C1 control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const ABSOLUTE_URL = /^https?:\/\/[^\s\u0000-\u001f\u007f-\u009f]+$/i;
/** Any origin will do: only "does it stay on the page's origin" matters, and that is the same for all. */
const PAGE_ORIGIN = 'https://tradeboard.invalid';

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A stored file (chart, screenshot, attachment): a same-origin '/uploads/...' path, as a browser reads it too. */
export function isFileUrl(value: string): boolean {
  if (!FILE_URL.test(value)) return false;
  const url = parse(value, PAGE_ORIGIN);
  return url !== null && url.origin === PAGE_ORIGIN && url.pathname === value;
}

/**
 * A stored file or an external resource (a course thumbnail, a lesson video such as a YouTube link):
 * isFileUrl, or an http(s) URL that parses with a host.
 */
export function isLinkUrl(value: string): boolean {
  if (isFileUrl(value)) return true;
  if (!ABSOLUTE_URL.test(value)) return false;
  const url = parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

// ---------- the same rules as OpenAPI patterns ----------

/** A rule checked after trimming, stated on the text as sent: the same pattern with optional white space around it. */
const trimmed = (rule: RegExp): string => `^\\s*(?:${rule.source.replace(/^\^|\$$/g, '')})\\s*$`;

/**
 * The text rules above as JSON Schema patterns (ECMA-262, as OpenAPI 3.1 reads them), stating
 * exactly what the API accepts, surrounding white space included (inputs are trimmed first). The
 * zod schemas put them in /api/openapi.json; packages/types/src/patterns.test.ts checks that each
 * pattern and its schema accept the same texts. Calendar validity (no 02/30) is not a pattern: the
 * schemas say it in their description.
 */
export const TEXT_PATTERNS = {
  ticker: trimmed(TICKER_INPUT_PATTERN),
  /** A form field where an empty text means "none". */
  optionalTicker: `^(?:${trimmed(TICKER_INPUT_PATTERN).slice(1, -1)})?$`,
  usDate: trimmed(US_DATE),
  /** dateOpened: '' clears it. */
  optionalUsDate: `^(?:${trimmed(US_DATE).slice(1, -1)})?$`,
  expiry: `^\\s*(?:${ISO_DATE.source.slice(1, -1)}|${US_DATE.source.slice(1, -1)})\\s*$`,
  /** isFileUrl on the trimmed text. */
  fileUrl: trimmed(FILE_URL),
  /** isLinkUrl on the trimmed text; JSON Schema patterns have no flags, so 'https' is spelled in both cases. */
  linkUrl: `^\\s*(?:${FILE_URL.source.slice(1, -1)}|[Hh][Tt][Tt][Pp][Ss]?:\\/\\/[^\\s\\u0000-\\u001f\\u007f-\\u009f]+)\\s*$`,
  /** Text that is not blank once trimmed. */
  notBlank: '\\S',
} as const;
