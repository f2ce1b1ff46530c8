/** Checks on a flow screenshot before it is uploaded (SPEC section 5, "Generic file upload"). */
import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@tradeboard/types/core';

export const SCREENSHOT_ACCEPT = [...UPLOAD_TYPES.image.extensions, ...UPLOAD_TYPES.image.mimeTypes].join(',');

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** 'File size must be less than 10MB', 'File type not accepted. Please select: ...', or null when fine. */
export function screenshotProblem(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    (UPLOAD_TYPES.image.mimeTypes as readonly string[]).includes(file.type) || UPLOAD_TYPES.image.extensions.some((extension) => name.endsWith(extension));
  if (!typeOk) return `File type not accepted. Please select: ${SCREENSHOT_ACCEPT}`;
  if (file.size > UPLOAD_LIMITS.flowScreenshotBytes) return `File size must be less than ${megabytes(UPLOAD_LIMITS.flowScreenshotBytes)}MB`;
  return null;
}
