/**
 * GET /modules/{name}/builds/{id}/{path}: the files of builds uploaded with `--dir` (builds.ts),
 * from the file storage. A build never changes, so every answer is `immutable` with the file's
 * SHA-256 as its ETag, and text files go out brotli or gzip (compressed once per file and kept).
 * CORS as for the default builds, so a shell on another origin can load them too.
 */
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isRemoteModuleName } from '@tradeboard/types';
import type { AppDeps } from '../deps.js';
import { moduleBuildModel, moduleFileModel, type ModuleBuildDoc } from '../db/models/index.js';
import type { AppEnv } from '../http/env.js';
import { compressedOnce, isCompressible, pickEncoding } from '../web/compressed-files.js';
import { MODULE_FILE_CORS as CORS } from '../web/module-file-cors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Builds looked up recently (they never change, so a kept copy is never stale). */
const KEPT_BUILDS = 100;

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function buildServingRoutes(deps: AppDeps): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  const builds = new Map<string, Promise<ModuleBuildDoc | null>>();
  const findBuild = (id: string) => {
    let found = builds.get(id);
    if (!found) {
      found = moduleBuildModel(deps.db).findById(id).lean<ModuleBuildDoc>().exec();
      // Only builds that exist are kept: one may be made a moment after a miss.
      void found.then(
        (build) => build ?? builds.delete(id),
        () => builds.delete(id),
      );
      builds.set(id, found);
      if (builds.size > KEPT_BUILDS) builds.delete(builds.keys().next().value!);
    }
    return found;
  };

  web.get('/modules/:name/builds/:id/*', async (c) => {
    const notFound = () => c.json({ message: 'Not found' }, 404, CORS);
    const { name, id } = c.req.param();
    if (!isRemoteModuleName(name) || !/^[0-9a-f]{32}$/.test(id)) return notFound();
    const build = await findBuild(id);
    const filePath = c.req.path.slice(`/modules/${name}/builds/${id}/`.length);
    const file = build?.module === name ? build.files.find((entry) => entry.path === filePath) : undefined;
    if (!file) return notFound();
    const stored = await moduleFileModel(deps.db).findById(file.sha256).lean();
    if (!stored) return notFound();

    const contentType = getMimeType(filePath) ?? 'application/octet-stream';
    const etag = `"${file.sha256}"`;
    const headers: Record<string, string> = {
      ...CORS,
      'Content-Type': contentType,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const compressible = isCompressible(contentType, stored.size);
    const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    if (compressible) headers['Vary'] = 'Accept-Encoding';
    if (encoding) {
      const bytes = await compressedOnce(`${encoding}:build:${file.sha256}`, encoding, async () => {
        const opened = await deps.storage.open(stored.key);
        if (!opened) throw new Error(`Build file ${file.sha256} is missing from the file storage`);
        return readAll(opened.stream);
      });
      headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(bytes.length);
      return new Response(new Uint8Array(bytes), { headers });
    }
    const opened = await deps.storage.open(stored.key);
    if (!opened) return notFound();
    headers['Content-Length'] = String(opened.size);
    return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, { headers });
  });

  return web;
}
