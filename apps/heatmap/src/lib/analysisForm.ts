/** Rules of the 'Edit Technical Analysis' dialog (SPEC sections 2, 4, 5). */
import type { Stock, StockUpdateInput } from '@tradeboard/types';
import { UPLOAD_LIMITS } from '@tradeboard/types/core';
import { fileTooLargeMessage, fileTypeMessage } from '@tradeboard/ui';

export const IMAGE_ACCEPT = 'image/*';
export const FILE_TOO_LARGE_MESSAGE = fileTooLargeMessage(UPLOAD_LIMITS.imageBytes);
export const FILE_TYPE_MESSAGE = fileTypeMessage([IMAGE_ACCEPT]);

/** The Analysis button reads Edit when the stock has analysis text or an image, else Add. */
export function hasAnalysis(stock: Pick<Stock, 'analysisText' | 'analysisImage'>): boolean {
  return Boolean(stock.analysisText?.trim() || stock.analysisImage?.trim());
}

/** Why a chosen chart file cannot be used, or null when it is fine (images only, at most 10 MB). */
export function chartFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  // The type is checked first: a file that is no image is refused as such at any size.
  if (!file.type.startsWith('image/')) return FILE_TYPE_MESSAGE;
  if (file.size > UPLOAD_LIMITS.imageBytes) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** Blank text or image is sent as absent (SPEC section 5): the key is left out of the PATCH body. */
export function buildAnalysisUpdate(
  text: string,
  imageUrl: string | null,
): Pick<StockUpdateInput, 'analysisText' | 'analysisImage'> {
  const update: Pick<StockUpdateInput, 'analysisText' | 'analysisImage'> = {};
  if (text.trim()) update.analysisText = text;
  if (imageUrl?.trim()) update.analysisImage = imageUrl;
  return update;
}

export function characterCountLabel(text: string, max: number): string {
  return `${text.length}/${max} characters`;
}
