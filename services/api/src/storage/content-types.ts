/**
 * The only extensions the store writes and serves, with their Content-Type. Names are chosen by the
 * server from the detected content, so the extension is a trustworthy record of the type.
 */
const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.webm': 'video/webm',
};

export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPE_BY_EXTENSION[key.slice(dot)]) || 'application/octet-stream';
}
