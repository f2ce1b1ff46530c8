/**
 * GET /api/backup: the admin downloads a fresh backup, streamed as it is written (the browser shows
 * the progress). Without a session: 401. Sent by another site (a link or image pointing here): 403,
 * so a page elsewhere cannot make the admin's browser run a full backup.
 */
import { PassThrough, Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/admin-session.js';
import { sessionStoreFor } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/errors.js';
import { isOwnPageRequest } from '../http/fetch-site.js';
import { adminOnly, errors } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { uploadStoreFor } from '../storage/index.js';
import { backupFileName } from './file-names.js';
import { backupSource } from './sources.js';
import { writeBackup } from './write-backup.js';

export const BACKUP_CROSS_SITE =
  "Backups download only from the dashboard's own menu: this request came from another site and was refused";

const download = createRoute({
  method: 'get',
  path: '/backup',
  tags: ['Backup'],
  security: adminOnly,
  summary: 'Download a backup',
  description:
    'A fresh .tar.gz of the whole database (mongodump layout under dump/) and every uploaded file, with manifest.json; ' +
    'streamed while it is written. Restore it with `npm run restore -- FILE`. ' +
    "Only from the dashboard itself: 403 unless Sec-Fetch-Site is same-origin, or (no Sec-Fetch-Site) any Origin header is this server's.",
  responses: {
    200: {
      description: 'The archive',
      content: { 'application/gzip': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errors(401, 403),
  },
});

export function backupRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const router = createRouter();
  router.openapi(download, async (c) => {
    await requireAdmin(c, sessions);
    if (!isOwnPageRequest(c, deps.config.allowedOrigins, deps.config.trustProxy))
      throw new ApiError(403, BACKUP_CROSS_SITE);
    const now = deps.clock();
    const body = new PassThrough();
    const source = backupSource(deps.db.getClient(), deps.db.name, deps.config.mongodbUri);
    writeBackup(source, uploadStoreFor(deps.config, deps.db.db!), body, now).then(
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
