/**
 * The shell's index.html as served for a client route: the remotes manifest inlined as a JSON data
 * block (the CSP forbids inline scripts, not data), so the page does not wait for /remotes.json,
 * and preloads for what the route shows first: its modules' remoteEntry.js and, on the student
 * portal, the watchlist (/api/stocks). Built per request, so a module deployed or moved since the
 * shell was built is still picked up.
 */
import type { RemoteModuleName } from '@tradeboard/types';
import type { ServedManifest } from './remotes-manifest.js';

/** Must match the shell's INLINE_MANIFEST_ID (apps/shell/src/remotes/manifest.ts). */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

/** Which module shows each dashboard tab (the shell's viewMap.ts; the first tab when none is named). */
const STUDENT_TABS: Record<string, RemoteModuleName> = {
  heatmap: 'heatmap',
  portfolio: 'funds',
  flow: 'flow',
  calculator: 'funds',
  library: 'library',
};
const ADMIN_TABS: Record<string, RemoteModuleName> = {
  heatmap: 'heatmap',
  flow: 'flow',
  funds: 'funds',
  'bot-analysis': 'heatmap',
  portfolio: 'funds',
  library: 'library',
};

const remoteOf = (tabs: Record<string, RemoteModuleName>, tab: string) =>
  Object.hasOwn(tabs, tab) ? tabs[tab] : undefined;

export interface PagePreloads {
  remotes: RemoteModuleName[];
  data: string[];
}

/** What a route shows first. The admin dashboard only for a signed-in visitor (others go to /login). */
export function preloadsFor(pathname: string, signedIn: boolean): PagePreloads {
  const [area, tab] = pathname.split('/').filter(Boolean);
  if (area === 'student') {
    const remote = remoteOf(STUDENT_TABS, tab ?? 'heatmap');
    return { remotes: remote ? [remote] : [], data: !tab || tab === 'heatmap' ? ['/api/stocks'] : [] };
  }
  if ((area === undefined || area === 'admin') && signedIn) {
    // The admin's daily-activity banner and Main Fund (funds) come first, above the tab.
    const remote = remoteOf(ADMIN_TABS, tab ?? 'heatmap');
    return { remotes: [...new Set<RemoteModuleName>(['funds', ...(remote ? [remote] : [])])], data: [] };
  }
  return { remotes: [], data: [] };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its script element early ('</script>') or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function renderShellPage(template: string, manifest: ServedManifest, preloads: PagePreloads): string {
  const links = [
    ...preloads.remotes.flatMap((name) => {
      const url = manifest[name];
      if (!url) return [];
      // Module Federation loads a remote's entry with a plain script tag (no crossorigin); a deployed
      // one with its integrity hash and crossorigin (issue 26), which the preload must match.
      const integrity = manifest.integrity?.[name];
      const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
      return [`<link rel="preload" as="script" href="${escapeAttribute(url)}"${checked}>`];
    }),
    // Matches the page's own fetch (credentials: 'include'), so the answer is used, not fetched twice.
    ...preloads.data.map(
      (url) => `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="use-credentials">`,
    ),
  ];
  const head = [
    `<script type="application/json" id="${INLINE_MANIFEST_ID}">${scriptSafeJson(manifest)}</script>`,
    ...links,
  ].join('');
  if (template.includes('</head>')) return template.replace('</head>', `${head}</head>`);
  return template.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head}`);
}
