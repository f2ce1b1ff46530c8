/**
 * Signed-URL uploads: POST /api/objects/upload (admin) answers {uploadURL}; a PUT of the raw file
 * to that URL stores it. The URL is signed (HMAC), expires after 15 minutes and works once: the
 * PUT is authorised by its signature (the write guard lets exactly these through), not by a session.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRoute, z } from '@hono/zod-openapi';
import {
  ObjectUploadResultSchema,
  UploadUrlResultSchema,
  type ObjectUploadResult,
  type UploadUrlResult,
} from '@tradeboard/types';
import type { AppDeps } from '../deps.js';
import { ApiError, badRequest } from '../http/errors.js';
import { adminOnly, errors, json, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { FILE_KINDS, largestAccepted, tooLargeMessage } from './file-kinds.js';
import { storeUpload } from './store-upload.js';
import { claimUploadToken, releaseUploadToken } from './upload-claims.js';
import { UPLOAD_URL_TTL_MS, uploadUrlSignerFor } from './signed-upload-urls.js';

export const UPLOAD_URL_MESSAGES = {
  invalid: 'Invalid upload URL',
  expired: 'This upload URL has expired',
  used: 'This upload URL has already been used',
} as const;

const kind = FILE_KINDS.object;

const createUploadUrl = createRoute({
  method: 'post',
  path: '/objects/upload',
  tags: ['Uploads'],
  security: adminOnly,
  summary: 'Get a signed upload URL',
  description: `A same-origin URL to PUT one file to. Signed, valid for ${UPLOAD_URL_TTL_MS / 60_000} minutes, single use.`,
  responses: { 200: json(named(UploadUrlResultSchema, 'UploadUrlResult'), 'The signed URL'), ...errors(401, 403) },
});

const putObject = createRoute({
  method: 'put',
  path: '/objects/upload/{token}',
  tags: ['Uploads'],
  summary: 'Upload a file to a signed URL',
  description:
    `The raw file is the body. Authorised by the URL's signature (no session needed). Accepted by content: ${kind.acceptList} ` +
    '(images and PDFs up to 10 MB, videos up to 100 MB); 413 / 415 otherwise. An invalid, expired or already used URL answers 403. ' +
    'A PUT that stores nothing (400/413/415) leaves the URL usable until it expires.',
  request: {
    params: z.object({ token: z.string() }),
    query: z.object({ expires: z.string(), signature: z.string() }),
    body: {
      content: { 'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      required: true,
    },
  },
  responses: {
    201: json(named(ObjectUploadResultSchema, 'ObjectUploadResult'), 'Stored'),
    ...errors(400, 401, 403, 413, 415),
  },
});

export function objectUploadRoutes(deps: AppDeps) {
  const signer = uploadUrlSignerFor(deps.db);
  const router = createRouter();

  router.openapi(createUploadUrl, async (c) =>
    c.json({ uploadURL: (await signer.create(deps.clock())).url } satisfies UploadUrlResult, 200),
  );

  // Documented above; handled without zod-openapi's body validator so the body streams.
  router.openAPIRegistry.registerPath(putObject);
  router.put('/objects/upload/:token', async (c) => {
    const signed = await signer.verify(new URL(c.req.url));
    if (!signed) throw new ApiError(403, UPLOAD_URL_MESSAGES.invalid);
    if (deps.clock().getTime() > signed.expires) throw new ApiError(403, UPLOAD_URL_MESSAGES.expired);
    const announced = Number(c.req.header('content-length'));
    if (Number.isFinite(announced) && announced > largestAccepted(kind))
      throw new ApiError(413, tooLargeMessage(largestAccepted(kind)));
    const body = c.req.raw.body;
    if (!body) throw badRequest('The file is empty');
    if (!(await claimUploadToken(deps.db, signed.token, new Date(signed.expires))))
      throw new ApiError(403, UPLOAD_URL_MESSAGES.used);

    try {
      const stored = await storeUpload(deps.storage, Readable.fromWeb(body as WebReadableStream<Uint8Array>), kind);
      return c.json(
        { objectUrl: stored.url, size: stored.size, contentType: stored.contentType } satisfies ObjectUploadResult,
        201,
      );
    } catch (error) {
      await releaseUploadToken(deps.db, signed.token);
      throw error;
    }
  });

  return router;
}
