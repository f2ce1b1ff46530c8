/**
 * How a lesson's media is shown: YouTube links (watch, youtu.be, shorts) become the embed form for
 * an iframe; anything else plays in a native video player. Attachments are named by the last
 * segment of their path, and PDFs are also shown inline.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

function parseUrl(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

function videoIdOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') return segments[1] ?? null;
  return null;
}

/** `t=90`, `t=1m30s` or `start=90` as seconds, or null. */
function startSecondsOf(url: URL): number | null {
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start');
  if (!raw) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/**
 * The embed URL (`https://www.youtube.com/embed/<id>`) of a YouTube watch, youtu.be or shorts link,
 * keeping a start time; null for any other URL.
 */
export function youTubeEmbedUrl(videoUrl: string): string | null {
  const url = parseUrl(videoUrl);
  if (!url) return null;
  const id = videoIdOf(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSecondsOf(url);
  return `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

/** The file name of an attachment: its URL's last path segment, decoded, without query or hash. */
export function attachmentName(fileUrl: string): string {
  const path = fileUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? fileUrl;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** An attachment is shown inline as well when it is a PDF (judged by its name). */
export function isPdfUrl(fileUrl: string): boolean {
  return attachmentName(fileUrl).toLowerCase().endsWith('.pdf');
}

/** 'Open in Notion' goes to the page's notion.so address (the id with or without dashes; a full URL is kept). */
export function notionPageUrl(notionId: string): string {
  const id = notionId.trim();
  if (/^https?:\/\//i.test(id)) return id;
  return `https://www.notion.so/${encodeURIComponent(id.replace(/-/g, ''))}`;
}
