/**
 * Everything outside /api: the remotes manifest, each built remote under /modules/<name>/ (with CORS,
 * so remotes can also be hosted cross-origin), and the built shell with client-side routes.
 * Missing dist folders are fine: the server then serves the API alone.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { isRemoteModuleName, type RemoteModuleName } from '@tradeboard/types';
import { SESSION_COOKIE } from '../auth/sessions.js';
import type { AppEnv } from '../http/env.js';
import { MODULE_FILE_CORS } from './module-file-cors.js';
import { defaultRemoteUrl, type RemotesManifestSource, type ServedManifest } from './remotes-manifest.js';
import {
  FRAMES_FILE,
  frameFor,
  preloadsFor,
  type PagePreloads,
  renderShellPage,
  THEME_COOKIE,
  themeFor,
  type FramesFile,
} from './shell-page.js';
import { exposePreloads } from './expose-preloads.js';
import { answerReads, answerSessionRead, servedDataJson, type ReadApi } from './served-reads.js';
import { fileReader } from './file-reader.js';
import { isAdminRoute, routeScripts, shellRouteOf } from './route-scripts.js';
import { fileExists, resolveInside, sendFile } from './static-files.js';

/**
 * The shell's /login page, built on its own without Module Federation (apps/shell/src/loginPage.tsx,
 * tools/webpack/standalonePage.cjs): served for /login when the build has it, else index.html.
 */
export const LOGIN_PAGE_FILE = 'login.html';
const isLoginPath = (pathname: string) => /^\/login\/?$/.test(pathname);

/** Paths the shell routes on the client: answered with index.html and 200. */
function isClientRoute(pathname: string): boolean {
  return /^\/(login|admin|student)?\/?$/.test(pathname) || /^\/(admin|student)\/[^.]*$/.test(pathname);
}

const apiOnlyPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tradeboard API</title></head>
<body><h1>Tradeboard API</h1><p>The web app is not built. The API reference is at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** The prerendered frames, or null when the shell was built without them (the page then renders from nothing). */
function framesReader(file: string) {
  const read = fileReader(file, (text) => JSON.parse(text) as FramesFile);
  return () => read().catch(() => null);
}

export function webRoutes(options: {
  webRoot: string;
  remotes: RemotesManifestSource;
  /** The API itself, for the first reads served inside the page (served-reads.ts); without it they are preloaded. */
  readApi?: ReadApi;
}): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  const remoteDist = (name: RemoteModuleName) => path.join(options.webRoot, name, 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const readTemplate = fileReader(indexHtml, (text) => text);
  const loginHtml = path.join(shellDist, LOGIN_PAGE_FILE);
  const readLoginTemplate = fileReader(loginHtml, (text) => text);
  const readFrames = framesReader(path.join(shellDist, FRAMES_FILE));
  const viewsChunks = exposePreloads(remoteDist);
  const shellScripts = routeScripts(shellDist);

  /**
   * A module served from here (its same-origin default entry) that is not built is not preloaded: the
   * preload would only fetch a 404. (The Lighthouse bench's one-bundle baseline is served with no remote.)
   */
  const withoutUnbuilt = async (preloads: PagePreloads, manifest: ServedManifest): Promise<PagePreloads> => {
    const built = await Promise.all(
      preloads.remotes.map(
        (name) =>
          manifest[name] !== defaultRemoteUrl(name) || fileExists(path.join(remoteDist(name), 'remoteEntry.js')),
      ),
    );
    return { ...preloads, remotes: preloads.remotes.filter((_name, index) => built[index]) };
  };

  /** The modules that are built, with the chunks their first views load (expose-preloads.ts). */
  const builtWithScripts = async (preloads: PagePreloads, manifest: ServedManifest): Promise<PagePreloads> => {
    const built = await withoutUnbuilt(preloads, manifest);
    return { ...built, scripts: await viewsChunks(built.remotes, (name) => manifest[name], built.views) };
  };

  /** A large screen's own preloads: what the page preloads anyway (a module both show) is left out. */
  const largeScreenOnly = (large: PagePreloads, page: PagePreloads): PagePreloads => ({
    ...large,
    remotes: large.remotes.filter((name) => !page.remotes.includes(name)),
    scripts: (large.scripts ?? []).filter((url) => !page.scripts?.includes(url)),
  });

  web.get('/remotes.json', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await options.remotes.get());
  });

  const cors = MODULE_FILE_CORS;
  // One pattern for every module (not one per name): Hono's fastest router (RegExpRouter) cannot
  // mix /modules/heatmap/* with the builds' /modules/:name/builds/:id/*.
  web.options('/modules/:name/*', (c) =>
    isRemoteModuleName(c.req.param('name'))
      ? new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD' } })
      : c.json({ message: 'Not found' }, 404, cors),
  );
  web.get('/modules/:name/*', async (c) => {
    const name = c.req.param('name');
    if (!isRemoteModuleName(name)) return c.json({ message: 'Not found' }, 404, cors);
    const filePath = resolveInside(remoteDist(name), c.req.path.slice(`/modules/${name}/`.length));
    const response = filePath ? await sendFile(c, filePath, { headers: cors }) : null;
    return response ?? c.json({ message: 'Not found' }, 404, cors);
  });

  // The page is built per request (its frame, preloads and first reads: ~50 KB of HTML), so it is
  // compressed per request, ~6x smaller on a phone's network; the built files below come compressed
  // already (sendFile), and the middleware leaves a response with a Content-Encoding as it is.
  web.get('*', compress(), async (c) => {
    const pathname = c.req.path;
    if (!(await fileExists(indexHtml))) {
      return pathname === '/' ? c.html(apiOnlyPage) : c.json({ message: 'Not found' }, 404);
    }
    if (pathname !== '/' && !isClientRoute(pathname)) {
      const filePath = resolveInside(shellDist, pathname);
      if (filePath) {
        const file = await sendFile(c, filePath);
        if (file) return file;
      }
    }
    const clientRoute = isClientRoute(pathname);
    // A session cookie is only a hint (the page checks the session): it picks the admin's preloads and frame.
    const sessionCookie = getCookie(c, SESSION_COOKIE);
    const signedIn = Boolean(sessionCookie);
    if (clientRoute && isAdminRoute(pathname) && !signedIn) {
      // No session cookie, so certainly signed out: straight to the sign-in page, before the
      // dashboards' shell downloads and starts only to send the visitor there (SPEC: unauthenticated
      // users are sent to /login). A cookie whose session ended still gets the page, which checks it.
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Cookie');
      return c.redirect('/login', 302);
    }
    const manifest = await options.remotes.get();
    // The /login page's one script is in its HTML: nothing else to preload.
    const loginPage = isLoginPath(pathname) && (await fileExists(loginHtml));
    const built = await builtWithScripts(preloadsFor(clientRoute ? pathname : '/404', signedIn), manifest);
    const largeScreen =
      built.largeScreen && largeScreenOnly(await builtWithScripts(built.largeScreen, manifest), built);
    const readApi = loginPage ? undefined : options.readApi;
    // The admin's page also carries who is signed in, read with this visitor's session cookie alone.
    const carriesSession = clientRoute && isAdminRoute(pathname);
    const [answers, session] = await Promise.all([
      readApi ? answerReads(readApi, built.data) : new Map<string, string>(),
      readApi && carriesSession && sessionCookie
        ? answerSessionRead(readApi, sessionCookie)
        : new Map<string, string>(),
    ]);
    for (const [url, answer] of session) answers.set(url, answer);
    const preloads = loginPage
      ? { remotes: [], data: [] }
      : {
          ...built,
          // What the page carries needs no request; what could not be read is preloaded instead.
          data: built.data.filter((url) => !answers.has(url)),
          largeScreen,
          shellScripts: clientRoute ? await shellScripts(shellRouteOf(pathname)) : [],
        };
    const theme = themeFor(getCookie(c, THEME_COOKIE), c.req.header('Sec-CH-Prefers-Color-Scheme'));
    const served = clientRoute ? frameFor(await readFrames(), pathname, signedIn, theme) : null;
    // A page that names who is signed in is this visitor's alone: no shared cache keeps it.
    c.header('Cache-Control', session.size > 0 ? 'private, no-cache' : 'no-cache');
    // Asks the browser for its colour scheme on later requests (the theme of a visitor with no cookie yet).
    c.header('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
    c.header('Vary', 'Cookie, Sec-CH-Prefers-Color-Scheme');
    return c.html(
      renderShellPage(await (loginPage ? readLoginTemplate : readTemplate)(), manifest, preloads, {
        frame: served?.frame,
        theme: served?.theme ?? theme,
        servedData: answers.size > 0 ? servedDataJson(answers) : undefined,
      }),
      clientRoute ? 200 : 404,
    );
  });

  return web;
}
