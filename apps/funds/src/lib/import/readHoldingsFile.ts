/**
 * The file checks of SPEC section 5 around the parser: extension .csv, a size limit checked before
 * the file is read, a read failure, and a file with no positions ('No Data Found', with one more
 * line naming the layouts read and how the file began). Returns the parse or the toast to show.
 */
import { UPLOAD_LIMITS } from '@tradeboard/types/core';
import type { ToastText } from '@tradeboard/ui';
import { parseStatement, type ParseChoice } from '../csv/detectBroker.js';
import type { BrokerCsvParse } from '../csv/statement.js';
import { TOASTS, noDataToast } from '../messages.js';

export type ReadResult = { ok: true; parse: BrokerCsvParse; text: string } | { ok: false; toast: ToastText };

/** What the checks need of a File (a File or Blob with a name). */
export interface CsvFileLike {
  name: string;
  size: number;
  text(): Promise<string>;
}

function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}

/** Parses again with the layout the admin picked (or detection), the same checks on the result. */
function parseHoldingsText(text: string, choice: ParseChoice = 'auto'): ReadResult {
  const parse = parseStatement(text, choice);
  if (parse.holdings.length === 0 && parse.options.length === 0) return { ok: false, toast: noDataToast(text) };
  return { ok: true, parse, text };
}

export async function readHoldingsFile(file: CsvFileLike): Promise<ReadResult> {
  if (!isCsvFileName(file.name)) return { ok: false, toast: TOASTS.invalidFileType };
  if (file.size > UPLOAD_LIMITS.csvBytes) return { ok: false, toast: TOASTS.fileTooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, toast: TOASTS.parseError };
  }
  return parseHoldingsText(text);
}
