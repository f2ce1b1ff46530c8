/** The process's one OCR pool (started on first use), shared by every app instance in the process. */
import { createOcrPool, type OcrReader } from './ocr-pool.js';

let pool: OcrReader | undefined;

export function sharedOcrPool(): OcrReader {
  return (pool ??= createOcrPool());
}

/** Stops the shared pool's workers (server shutdown). */
export async function closeSharedOcrPool(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
