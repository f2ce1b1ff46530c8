/** One screenshot in, one stored bot_analysis record out. */
import type { BotAnalysisResult, BotKey } from '@tradeboard/types';
import { badRequest } from '../http/errors.js';
import { normalizeForOcr, UnreadableImageError } from './normalize-image.js';
import type { OcrReader } from './ocr-pool.js';
import { meanConfidence, readBotStates } from './read-bot-states.js';

export interface AnalysedScreenshot {
  filename: string;
  result: BotAnalysisResult;
  confidence: number | null;
}

export async function analyseScreenshot(
  ocr: OcrReader,
  screenshot: { filename: string; bytes: Buffer },
  watchlist: readonly string[],
  chosenBot?: BotKey,
): Promise<AnalysedScreenshot> {
  let prepared: Buffer;
  try {
    prepared = await normalizeForOcr(screenshot.bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw badRequest(`${screenshot.filename} could not be read as an image`);
    throw error;
  }
  const result = readBotStates(await ocr.read(prepared), watchlist, chosenBot);
  return { filename: screenshot.filename, result, confidence: meanConfidence(result) };
}
