/**
 * Everything outside /api: the remotes manifest, each built remote under /modules/<name>/ (with CORS,
 * so remotes can also be hosted cross-origin), and the built shell with client-side routes.
 * Missing dist folders are fine: the server then serves the API alone.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { REMOTE_NAMES, type RemoteModuleName } from '@tradeboard/types';
import { SESSION_COOKIE } from '../auth/sessions.js';
import type { AppEnv } from '../http/env.js';
import type { RemotesManifestSource } from './remotes-manifest.js';
import { preloadsFor, renderShellPage } from './shell-page.js';
import { fileExists, resolveInside, sendFile } from './static-files.js';

/** Paths the shell routes on the client: answered with index.html and 200. */
export function isClientRoute(pathname: string): boolean {
  return /^\/(login|admin|student)?\/?$/.test(pathname) || /^\/(admin|student)\/[^.]*$/.test(pathname);
}

const apiOnlyPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tradeboard API</title></head>
<body><h1>Tradeboard API</h1><p>The web app is not built. The API reference is at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** index.html, read again only when a deploy replaced it. */
function templateReader(file: string) {
  let cached: { stamp: string; text: Promise<string> } | null = null;
  return async () => {
    const info = await stat(file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (cached?.stamp !== stamp) {
      cached = { stamp, text: readFile(file, 'utf8') };
      cached.text.catch(() => (cached = null));
    }
    return cached.text;
  };
}

export function webRoutes(options: { webRoot: string; remotes: RemotesManifestSource }): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  const remoteDist = (name: RemoteModuleName) => path.join(options.webRoot, name, 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const readTemplate = templateReader(indexHtml);

  web.get('/remotes.json', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await options.remotes.get());
  });

  const cors = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
  for (const name of REMOTE_NAMES) {
    web.options(
      `/modules/${name}/*`,
      () => new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD' } }),
    );
    web.get(`/modules/${name}/*`, async (c) => {
      const filePath = resolveInside(remoteDist(name), c.req.path.slice(`/modules/${name}/`.length));
      const response = filePath ? await sendFile(c, filePath, { headers: cors }) : null;
      return response ?? c.json({ message: 'Not found' }, 404, cors);
    });
  }

  web.get('*', async (c) => {
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
    // A session cookie is only a hint (the page checks the session): it picks the admin's preloads.
    const preloads = preloadsFor(clientRoute ? pathname : '/404', Boolean(getCookie(c, SESSION_COOKIE)));
    c.header('Cache-Control', 'no-cache');
    return c.html(
      renderShellPage(await readTemplate(), await options.remotes.get(), preloads),
      clientRoute ? 200 : 404,
    );
  });

  return web;
}
