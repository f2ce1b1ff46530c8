/**
 * The upload box's own checks (SPEC section 5 "Generic file upload"): a file over the size limit, or
 * one matching none of the accept list (by extension or MIME pattern), is refused before uploading.
 */

const MB = 1024 * 1024;

/** 'File size must be less than {n}MB' */
export const fileTooLargeMessage = (maxBytes: number): string =>
  `File size must be less than ${Math.round(maxBytes / MB)}MB`;

/** What a person calls a file type (issue 28: 'PNG or JPEG image', not 'image/*'). */
const TYPE_NAMES: Record<string, { name: string; kind: string }> = {
  'image/*': { name: 'PNG, JPEG, GIF or WebP', kind: 'image' },
  'image/png': { name: 'PNG', kind: 'image' },
  '.png': { name: 'PNG', kind: 'image' },
  'image/jpeg': { name: 'JPEG', kind: 'image' },
  '.jpg': { name: 'JPEG', kind: 'image' },
  '.jpeg': { name: 'JPEG', kind: 'image' },
  'image/gif': { name: 'GIF', kind: 'image' },
  '.gif': { name: 'GIF', kind: 'image' },
  'image/webp': { name: 'WebP', kind: 'image' },
  '.webp': { name: 'WebP', kind: 'image' },
  'application/pdf': { name: 'PDF', kind: 'file' },
  '.pdf': { name: 'PDF', kind: 'file' },
  'video/*': { name: 'MP4, MOV, AVI or WebM', kind: 'video' },
  '.mp4': { name: 'MP4', kind: 'video' },
  '.mov': { name: 'MOV', kind: 'video' },
  '.avi': { name: 'AVI', kind: 'video' },
  '.webm': { name: 'WebM', kind: 'video' },
  '.csv': { name: 'CSV', kind: 'file' },
  'text/csv': { name: 'CSV', kind: 'file' },
};

const orList = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** 'PNG or JPEG image', 'MP4, MOV, AVI or WebM video', 'PDF file'; an unknown entry is named as given. */
export function describeFileTypes(accept: readonly string[]): string {
  const known = accept.map((entry) => TYPE_NAMES[entry.trim().toLowerCase()]);
  if (known.some((entry) => !entry)) return accept.join(', ');
  const names = [...new Set(known.flatMap((entry) => entry!.name.split(/, | or /)))];
  const kinds = new Set(known.map((entry) => entry!.kind));
  return `${orList(names)} ${kinds.size === 1 ? [...kinds][0] : 'file'}`;
}

/** 'File type not accepted. Please select: {what a person calls the types}' */
export const fileTypeMessage = (accept: readonly string[]): string =>
  `File type not accepted. Please select: ${describeFileTypes(accept)}`;

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
