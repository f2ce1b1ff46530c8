/**
 * The uploaded file's own name as the last segment of its URL (issue 28): '/uploads/<key>/risk.pdf'.
 * The library and the flow form show a file's name from its URL's last path segment (SPEC), which
 * was the random stored name. The key stays server-made; the name is cleaned to the characters a
 * stored file URL allows (letters, digits, . _ ~ -), keeps the stored extension, and is only a label:
 * the file is found by its key, and its visibility is decided by the key (serve-uploads.ts).
 */
const NAME_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,99}$/;
const MAX_STEM = 80;

/** 'Risk Report (v2).PDF' with extension '.pdf' -> 'Risk-Report-v2.pdf'; nothing usable -> null. */
function urlFileName(original: string, extension: string): string | null {
  const stem = original
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._~-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/[-.]+$/, '');
  if (!stem) return null;
  const name = `${stem}${extension}`;
  return NAME_SEGMENT.test(name) ? name : null;
}

/** The stored file's URL with its name after the key (the plain key URL when no name is usable). */
export function namedFileUrl(keyUrl: string, original: string): string {
  const extension = /\.[a-z0-9]{1,8}$/.exec(keyUrl)?.[0] ?? '';
  const name = urlFileName(original, extension);
  return name ? `${keyUrl}/${name}` : keyUrl;
}

/** The key URL of a request path: '/uploads/<key>' or '/uploads/<key>/<name>' -> '/uploads/<key>'. */
export function keyUrlOf(path: string, isKeyUrl: (url: string) => boolean): string {
  if (isKeyUrl(path)) return path;
  const cut = path.lastIndexOf('/');
  const head = path.slice(0, cut);
  return cut > 0 && NAME_SEGMENT.test(path.slice(cut + 1)) && isKeyUrl(head) ? head : path;
}
