/**
 * Which broker wrote a positions file, from the file's own header lines, and the parse with that
 * broker's parser (or the one the admin picked in the preview). thinkorswim's Position Statement
 * and any other CSV go to the SPEC section 5 parser (parseBrokerCsv.ts); its Account Statement has
 * its own (brokers/tdaAccount.ts).
 */
import { looksLikeEtrade, parseEtrade } from './brokers/etrade.js';
import { looksLikeFidelity, parseFidelity } from './brokers/fidelity.js';
import { looksLikeIbkr, parseIbkr } from './brokers/ibkr.js';
import { looksLikeSchwab, parseSchwab } from './brokers/schwab.js';
import { looksLikeTdaAccount, parseTdaAccount } from './brokers/tdaAccount.js';
import { parseBrokerCsv, readRows } from './parseBrokerCsv.js';
import type { BrokerCsvParse, BrokerId } from './statement.js';

export type ParseChoice = BrokerId | 'auto';

const PARSERS: Record<BrokerId, (text: string) => BrokerCsvParse> = {
  thinkorswim: parseBrokerCsv,
  tdaAccount: parseTdaAccount,
  ibkr: parseIbkr,
  etrade: parseEtrade,
  fidelity: parseFidelity,
  schwab: parseSchwab,
  // Any other CSV: SPEC section 5's rules, which are thinkorswim's.
  generic: (text) => ({ ...parseBrokerCsv(text), broker: 'generic' }),
};

/** Only the first lines are looked at: a header is never far down. */
export function detectBroker(text: string): BrokerId {
  const rows = readRows(text.slice(0, 20_000));
  if (looksLikeTdaAccount(rows)) return 'tdaAccount';
  if (looksLikeSchwab(rows)) return 'schwab';
  if (looksLikeFidelity(rows)) return 'fidelity';
  if (looksLikeEtrade(rows)) return 'etrade';
  if (looksLikeIbkr(rows)) return 'ibkr';
  const thinkorswim =
    /^(position|account) statement for/i.test(rows[0]?.cells[0] ?? '') ||
    rows.slice(0, 40).some((row) => row.cells.some((cell) => /^instrument$/i.test(cell.trim())));
  return thinkorswim ? 'thinkorswim' : 'generic';
}

export function parseStatement(text: string, choice: ParseChoice = 'auto'): BrokerCsvParse {
  return PARSERS[choice === 'auto' ? detectBroker(text) : choice](text);
}
