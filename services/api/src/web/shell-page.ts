/**
 * The shell's index.html as served for a client route: the remotes manifest inlined as a JSON data
 * block (the CSP forbids inline scripts, not data), so the page does not wait for /remotes.json,
 * and preloads for what the route shows first: the shell's own scripts for it, its modules'
 * remoteEntry.js and their views' first chunks and the first reads the page can name (the heat
 * map's watchlist and Main Fund holdings, the admin's daily activity and next session trades),
 * which the page carries answered when the API could read them (served-reads.ts). Built per
 * request, so a module deployed or moved since the shell was built is still picked up.
 *
 * With the route's prerendered frame (the shell's dist/frames.json, written at build time by
 * apps/shell/src/frame/prerender.tsx) the page paints its header, navigation, disclaimer and
 * skeletons before any script runs: the frame's markup goes into `<div id="root">`, its emotion
 * styles into the head, and its theme onto `<html data-theme>`. The shell hydrates it.
 */
import {
  DEFAULT_FUND,
  ADMIN_SLOT_DEFINITIONS,
  ADMIN_TAB_DEFINITIONS,
  STUDENT_TAB_DEFINITIONS,
  type RegistryTab,
  type RemoteModuleName,
} from '@tradeboard/types';
import { SERVED_DATA_ID, todayUsDate } from '@tradeboard/types/core';
import type { ServedManifest } from './remotes-manifest.js';

/** Must match the shell's THEME_COOKIE (apps/shell/src/frame/themeCookie.ts): a copy of localStorage 'theme'. */
export const THEME_COOKIE = 'theme';
/** The shell's dist/frames.json (apps/shell/src/frame/framesFile.ts, whose shape this repeats). */
export const FRAMES_FILE = 'frames.json';

export type ThemeMode = 'light' | 'dark';

export interface RenderedFrame {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** emotion's `<style>` elements for that markup. */
  styles: string;
}

export interface FramesFile {
  frames: Record<string, { light: RenderedFrame; dark: RenderedFrame }>;
}

/**
 * The theme to serve: the `theme` cookie (the user's pick), else the browser's
 * Sec-CH-Prefers-Color-Scheme hint (sent once the page has asked for it with Accept-CH), else none.
 */
export function themeFor(cookie: string | undefined, hint: string | undefined): ThemeMode | null {
  if (cookie === 'light' || cookie === 'dark') return cookie;
  const preferred = hint?.replace(/"/g, '').trim();
  return preferred === 'light' || preferred === 'dark' ? preferred : null;
}

/**
 * Which prerendered frame a path shows: /login, the student portal, and the admin dashboard only
 * for a visitor with a session cookie (the others are sent on to /login by the page). null: none
 * (a 404, a tab that does not exist): the page then renders from nothing, as without frames.
 */
export function frameFor(
  frames: FramesFile | null,
  pathname: string,
  signedIn: boolean,
  theme: ThemeMode | null,
): { frame: RenderedFrame; theme: ThemeMode } | null {
  if (!frames) return null;
  const route = pathname === '/' ? '/admin' : pathname.replace(/\/+$/, '');
  if (route.startsWith('/admin') && !signedIn) return null;
  const frame = Object.hasOwn(frames.frames, route) ? frames.frames[route] : undefined;
  if (!frame) return null;
  // Without a known theme the light frame, which the shell drops (and renders afresh) in a dark browser.
  const served = theme ?? 'light';
  return { frame: frame[served], theme: served };
}

/** Must match the shell's INLINE_MANIFEST_ID (apps/shell/src/remotes/manifest.ts). */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

/** A view a route shows first, and its module. */
export type FirstView = Pick<RegistryTab, 'remote' | 'view'>;

/** Which view (of which module) shows each dashboard tab (the module registry's tabs, as the shell's viewMap.ts; the first tab when none is named). */
const tabViews = (tabs: readonly RegistryTab[]): Record<string, FirstView> =>
  Object.fromEntries(tabs.map(({ tab, remote, view }) => [tab, { remote, view }]));
const STUDENT_TABS = tabViews(STUDENT_TAB_DEFINITIONS);
const ADMIN_TABS = tabViews(ADMIN_TAB_DEFINITIONS);
/** The sections above the admin tabs (the daily-activity banner and Main Fund: funds). */
const ADMIN_SLOT_VIEWS: FirstView[] = ADMIN_SLOT_DEFINITIONS.map(({ remote, view }) => ({ remote, view }));
const FIRST_STUDENT_TAB = STUDENT_TAB_DEFINITIONS[0]!.tab;
const FIRST_ADMIN_TAB = ADMIN_TAB_DEFINITIONS[0]!.tab;

/** `?fund=Main+Fund`, spelled as the kit's resources spell it (URLSearchParams). */
const MAIN_FUND_QUERY = `?${new URLSearchParams({ fund: DEFAULT_FUND })}`;
/**
 * The heat map's reads (student and admin view): the watchlist, and the Main Fund's holdings for its
 * marks (the view shows its rows once both are in). Spelled as the views' requests spell them, so
 * the browser hands a preloaded answer to its request, and the kit finds a served one by its URL.
 */
const HEATMAP_READS = ['/api/stocks', `/api/holdings${MAIN_FUND_QUERY}`];
/**
 * The header's bell on every dashboard page: today's analysis entries and the unusual flow alerts
 * (its badge). Carried, they need no request, and the bell's first render is its last: it no
 * longer renders again, with the header around it, as each request starts and ends.
 */
const BELL_READS = ['/api/analysis-log/today', '/api/unusual-flow'];
/**
 * The admin's sections above the tabs: the Main Fund's daily activity for today and its next
 * session trades. Today is the server's calendar day; a browser whose day differs (another time
 * zone, just past midnight) asks for its own date, which the page does not carry, and reads it as
 * before. Every read served is public (GET), the same for any visitor (services/api/src/app.ts).
 */
const adminSlotReads = (today: string) => [
  `/api/daily-activity/${encodeURIComponent(DEFAULT_FUND)}/${encodeURIComponent(today)}`,
  `/api/next-session-trades${MAIN_FUND_QUERY}`,
];

const viewOf = (tabs: Record<string, FirstView>, tab: string) => (Object.hasOwn(tabs, tab) ? [tabs[tab]!] : []);

export interface PagePreloads {
  remotes: RemoteModuleName[];
  /** The views those modules show first: their code is preloaded too when its chunk is known (expose-preloads.ts). */
  views?: FirstView[];
  data: string[];
  /** More scripts those modules load first (their views' chunks: expose-preloads.ts). */
  scripts?: string[];
  /** The shell's own scripts for the route, which main.js would ask for only once it ran (route-scripts.ts). */
  shellScripts?: string[];
  /**
   * What only a large screen shows first: preloaded with the media query LARGE_SCREEN_MEDIA, so a
   * phone does not download it. The admin's first tab, which a phone's widgets push below its first
   * screen (the shell loads that section when it is scrolled near).
   */
  largeScreen?: PagePreloads;
}

/** MUI's `lg` breakpoint, from which the shell shows tabs, not stacked sections (useIsLargeScreen in @tradeboard/ui). */
export const LARGE_SCREEN_MEDIA = '(min-width: 1200px)';

const withRemotes = (views: FirstView[], data: string[]): PagePreloads => ({
  remotes: [...new Set(views.map((view) => view.remote))],
  views,
  data,
});

/**
 * What a route shows first. The admin dashboard only for a signed-in visitor (others go to /login).
 * `today` (MM/DD/YYYY) names the day whose activity the admin's page carries.
 */
export function preloadsFor(pathname: string, signedIn: boolean, today = todayUsDate()): PagePreloads {
  const [area, tab] = pathname.split('/').filter(Boolean);
  if (area === 'student') {
    const tabReads = !tab || tab === 'heatmap' ? HEATMAP_READS : [];
    return withRemotes(viewOf(STUDENT_TABS, tab ?? FIRST_STUDENT_TAB), [...tabReads, ...BELL_READS]);
  }
  if ((area === undefined || area === 'admin') && signedIn) {
    // The admin's daily-activity banner and Main Fund (funds) come first, above the tab.
    const tabReads = (tab ?? FIRST_ADMIN_TAB) === 'heatmap' ? HEATMAP_READS : [];
    const reads = [...adminSlotReads(today), ...tabReads, ...BELL_READS];
    // A tab named in the path is shown on a phone too (it jumps to its section); the first tab,
    // below the widgets on a phone, only on a large screen. Its reads are small and served inline.
    if (tab === undefined) {
      return {
        ...withRemotes(ADMIN_SLOT_VIEWS, reads),
        largeScreen: withRemotes(viewOf(ADMIN_TABS, FIRST_ADMIN_TAB), []),
      };
    }
    return withRemotes([...ADMIN_SLOT_VIEWS, ...viewOf(ADMIN_TABS, tab)], reads);
  }
  return withRemotes([], []);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON text that cannot end its script element early ('</script>') or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const scriptSafeJson = (value: unknown) => scriptSafe(JSON.stringify(value));

export interface PageFrame {
  /** The route's prerendered frame (frameFor), if it has one. */
  frame?: RenderedFrame | undefined;
  /** Set on <html data-theme>: the page's CSS gives it its `color-scheme` before any script runs. */
  theme?: ThemeMode | null | undefined;
  /** The first reads' answers as one JSON object text (served-reads.ts): served with the page, not preloaded. */
  servedData?: string | undefined;
}

export function renderShellPage(
  template: string,
  manifest: ServedManifest,
  preloads: PagePreloads,
  page: PageFrame = {},
): string {
  // Scripts at low priority, as main.js (a deferred script) is: they then download in the order they
  // are needed, after the data, and nothing delays the page's first paint. At the default (high)
  // priority, Lighthouse counted them as render-blocking and its simulated first paint varied from
  // 0.9 to 2.5 s on /login; at low, 0.87-1.02 s, and the phone's first row stays 3.6-3.7 s.
  const script = (url: string, attributes = '') =>
    `<link rel="preload" as="script" href="${escapeAttribute(url)}"${attributes} fetchpriority="low">`;
  const scriptLinks = (scripts: PagePreloads, media = '') => [
    ...scripts.remotes.flatMap((name) => {
      const url = manifest[name];
      if (!url) return [];
      // Module Federation loads a remote's entry with a plain script tag (no crossorigin); a deployed
      // one with its integrity hash and crossorigin (issue 26), which the preload must match.
      const integrity = manifest.integrity?.[name];
      const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
      return [script(url, `${checked}${media}`)];
    }),
    // Loaded by the remote's chunk loader with plain script tags, as its entry.
    ...(scripts.scripts ?? []).map((url) => script(url, media)),
  ];
  // In the order they are needed: on HTTP/1.1 (six connections) the first ones start first.
  const links = [
    // Matches the page's own fetch (credentials: 'include'), so the answer is used, not fetched twice.
    ...preloads.data.map(
      (url) => `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="use-credentials">`,
    ),
    // The shell's webpack loads its chunks with plain script tags (no crossorigin, no integrity).
    ...(preloads.shellScripts ?? []).map((url) => script(url)),
    ...scriptLinks(preloads),
    ...(preloads.largeScreen ? scriptLinks(preloads.largeScreen, ` media="${LARGE_SCREEN_MEDIA}"`) : []),
  ];
  const head = [
    `<script type="application/json" id="${INLINE_MANIFEST_ID}">${scriptSafeJson(manifest)}</script>`,
    page.servedData
      ? `<script type="application/json" id="${SERVED_DATA_ID}">${scriptSafe(page.servedData)}</script>`
      : '',
    ...links,
    page.frame?.styles ?? '',
  ].join('');
  // Replacement functions throughout: a frame's text may hold '$&' or '$1', which a replacement string would expand.
  let html = template.includes('</head>')
    ? template.replace('</head>', () => `${head}</head>`)
    : template.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head}`);
  if (page.theme) html = html.replace(/<html\b/i, (tag) => `${tag} data-theme="${page.theme}"`);
  const frameHtml = page.frame?.html;
  // The built index.html is minified: `<div id=root></div>`.
  if (frameHtml) html = html.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${frameHtml}</div>`);
  return html;
}
