/**
 * Checks before an upload starts (SPEC section 5): 'File size must be less than {n}MB' and
 * 'File type not accepted. Please select: {accept list}' (by extension or MIME type).
 */

export interface FileRules {
  /** Extensions like '.mp4', or MIME patterns like 'video/*'. */
  accept: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;

export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((pattern) => {
    const rule = pattern.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The message that refuses the file, or null when it may upload. */
export function checkLibraryFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): string | null {
  if (file.size > rules.maxBytes) return `File size must be less than ${Math.round(rules.maxBytes / MB)}MB`;
  if (!acceptsFile(file, rules.accept)) return `File type not accepted. Please select: ${rules.accept.join(', ')}`;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
