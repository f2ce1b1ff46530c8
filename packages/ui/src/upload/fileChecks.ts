/**
 * The upload box's own checks (SPEC section 5 "Generic file upload"): a file over the size limit, or
 * one matching none of the accept list (by extension or MIME pattern), is refused before uploading.
 */

const MB = 1024 * 1024;

/** 'File size must be less than {n}MB' */
export const fileTooLargeMessage = (maxBytes: number): string =>
  `File size must be less than ${Math.round(maxBytes / MB)}MB`;

/** 'File type not accepted. Please select: {accept list}' */
export const fileTypeMessage = (accept: readonly string[]): string =>
  `File type not accepted. Please select: ${accept.join(', ')}`;

/** One accept entry: an extension ('.pdf'), an exact MIME type ('application/pdf') or a pattern ('image/*'). */
function matches(file: File, entry: string): boolean {
  const pattern = entry.trim().toLowerCase();
  if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
  const type = file.type.toLowerCase();
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

export function acceptsFile(file: File, accept: readonly string[]): boolean {
  return accept.length === 0 || accept.some((entry) => matches(file, entry));
}

/** The message refusing the file, or null when it may be uploaded. */
export function checkUploadFile(
  file: File,
  { accept, maxBytes }: { accept: readonly string[]; maxBytes: number },
): string | null {
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  if (!acceptsFile(file, accept)) return fileTypeMessage(accept);
  return null;
}

/** '1.5 MB', '820 KB', '12 bytes' */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
