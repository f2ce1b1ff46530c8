/**
 * The file checks of SPEC section 5 around the parser: extension .csv, a size limit checked before
 * the file is read, a read failure, and a file with no holdings. Returns the parse or the toast to show.
 */
import { UPLOAD_LIMITS } from '@tradeboard/types/core';
import { parseBrokerCsv, type BrokerCsvParse } from '../csv/parseBrokerCsv.js';
import type { ToastText } from '@tradeboard/ui';
import { TOASTS } from '../messages.js';

export type ReadResult = { ok: true; parse: BrokerCsvParse } | { ok: false; toast: ToastText };

/** What the checks need of a File (a File or Blob with a name). */
export interface CsvFileLike {
  name: string;
  size: number;
  text(): Promise<string>;
}

export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
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
  const parse = parseBrokerCsv(text);
  if (parse.holdings.length === 0) return { ok: false, toast: TOASTS.noData };
  return { ok: true, parse };
}
