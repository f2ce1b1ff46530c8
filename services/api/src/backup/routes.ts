/**
 * GET /api/backup: the admin downloads a fresh backup, streamed as it is written (the browser shows
 * the progress). Without a session: 401.
 */
import { PassThrough, Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { AUTH_MESSAGES } from '@tradeboard/types';
import { readSessionToken, sessionStoreFor } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/errors.js';
import { adminOnly, errors } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { uploadsDirectory } from '../storage/index.js';
import { backupFileName } from './file-names.js';
import { backupSource } from './sources.js';
import { writeBackup } from './write-backup.js';

const download = createRoute({
  method: 'get',
  path: '/backup',
  tags: ['Backup'],
  security: adminOnly,
  summary: 'Download a backup',
  description:
    'A fresh .tar.gz of the whole database (mongodump layout under dump/) and every uploaded file, with manifest.json; ' +
    'streamed while it is written. Restore it with `npm run restore -- FILE`.',
  responses: {
    200: {
      description: 'The archive',
      content: { 'application/gzip': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errors(401),
  },
});

export function backupRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const router = createRouter();
  router.openapi(download, async (c) => {
    if (!(await sessions.find(readSessionToken(c)))) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    const now = deps.clock();
    const body = new PassThrough();
    const source = backupSource(deps.db.getClient(), deps.db.name, deps.config.mongodbUri);
    writeBackup(source, uploadsDirectory(deps.config), body, now).then(
      (summary) =>
        deps.logger.info({ documents: summary.documents, files: summary.manifest.files.length }, 'backup downloaded'),
      // The stream is destroyed, so the download ends as failed rather than as a short archive.
      (error: unknown) => deps.logger.error({ err: error }, 'backup download failed'),
    );
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        'content-type': 'application/gzip',
        'content-disposition': `attachment; filename="${backupFileName(now)}"`,
        'cache-control': 'no-store',
      },
    }) as never;
  });
  return router;
}
