/**
 * Everything the CSV import needs once a file is dropped: the file checks, every broker's parser
 * (with date-fns and papaparse), the preview and its dialog. CsvImport loads this chunk on the first
 * drop, so the Fund Holdings tab does not download it on every visit (the remote's gzip budget).
 */
export { parseStatement } from '../../lib/csv/detectBroker.js';
export { buildImportPreview, importBody } from '../../lib/import/importPreview.js';
export { readHoldingsFile } from '../../lib/import/readHoldingsFile.js';
export { ImportPreviewDialog } from './ImportPreviewDialog.js';
