/**
 * GET /api/docs: the API reference, Scalar's `@scalar/api-reference` rendering /api/openapi.json,
 * with try-it-out against this origin. The page is a static shell naming the bundle that
 * scripts/build-api-reference.js wrote to dist/api-reference at build time; GET /api/docs/* serves
 * that folder. No inline script (the page CSP's script-src is 'self'), no request to another origin.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from './env.js';
import { fileExists, resolveInside, sendFile } from '../web/static-files.js';

/** The bundle's folder: dist/api-reference of this package, from src/http (tests, dev) and dist/http alike. */
export const API_REFERENCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'dist',
  'api-reference',
);

export const DOCS_PATH = '/api/docs';
const DESCRIPTION = "The Tradeboard API's operations, their parameters and answers, with requests you can try.";
const SCRIPT = `${DOCS_PATH}/api-reference.js`;
/** Sets zod jitless before the reference's modules build their schemas (docs-client/zod-jitless.ts). */
const ZOD_JITLESS = `${DOCS_PATH}/zod-jitless.js`;
const STYLESHEET = `${DOCS_PATH}/api-reference.css`;
/** Chunk names carry a hash of their content (esbuild's `[hash]`): cached for good. */
const CHUNKS = 'chunks/';

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${DESCRIPTION}">`;

/** The page: the reference mounts into #tradeboard-api-reference (Scalar renders the page's one `main`). */
export const docsPage = `${head('Tradeboard API reference')}
<link rel="icon" href="${DOCS_PATH}/favicon.svg">
<link rel="stylesheet" href="${STYLESHEET}">
<script type="module" src="${ZOD_JITLESS}"></script>
<script type="module" src="${SCRIPT}"></script>
</head><body>
<div id="tradeboard-api-reference" data-document="/api/openapi.json"></div>
<noscript><main><h1>Tradeboard API reference</h1><p>The reference needs JavaScript. The OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main></noscript>
</body></html>`;

/** Without the bundle (the API was built without it, or runs from its sources): say so, and where the document is. */
const notBuiltPage = `${head('Tradeboard API reference')}
<link rel="icon" href="data:,">
</head><body><main><h1>Tradeboard API reference</h1>
<p>The reference page is not built (<code>npm run build -w @tradeboard/api</code>). The OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</main></body></html>`;

export function docsRoutes(dir = API_REFERENCE_DIR): Hono<AppEnv> {
  const docs = new Hono<AppEnv>();
  const entry = path.join(dir, 'api-reference.js');

  docs.get(DOCS_PATH, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return (await fileExists(entry)) ? c.html(docsPage) : c.html(notBuiltPage, 503);
  });
  docs.get(`${DOCS_PATH}/*`, async (c) => {
    const relative = c.req.path.slice(`${DOCS_PATH}/`.length);
    const filePath = relative.endsWith('.br') ? null : resolveInside(dir, relative);
    const immutable = relative.startsWith(CHUNKS);
    const response = filePath
      ? await sendFile(
          c,
          filePath,
          immutable ? { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } } : {},
        )
      : null;
    return response ?? c.json({ message: 'Not found' }, 404);
  });
  return docs;
}
