/**
 * Multipart uploads: POST /api/upload-image (field `image`), POST /api/trading-library/upload-pdf
 * (field `pdf`) and /upload-video (field `video`). Each streams its file through content detection
 * into the FileStorage; the JSON answer carries the stored file's URL.
 */
import { namedFileUrl } from './url-name.js';
import type { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ImageUploadFieldsSchema,
  ImageUploadResultSchema,
  UploadedFileSchema,
  type ImageUploadResult,
  type UploadedFile,
} from '@tradeboard/types';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { adminOnly, errors, json, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { validationErrorBody } from '../http/validation.js';
import type { StoredObject } from '../storage/file-storage.js';
import { FILE_KINDS, largestAccepted, tooLargeMessage, type FileKind } from './file-kinds.js';
import { receiveFile } from './multipart.js';
import { storeUpload } from './store-upload.js';

/** Room for multipart boundaries and the small text fields next to the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const binary = z.string().openapi({ type: 'string', format: 'binary' });
const uploadErrors = errors(400, 401, 403, 413, 415);

function multipartRoute(path: string, summary: string, description: string, form: z.ZodObject, response: z.ZodType) {
  return createRoute({
    method: 'post',
    path,
    tags: ['Uploads'],
    security: adminOnly,
    summary,
    description,
    request: { body: { content: { 'multipart/form-data': { schema: form } }, required: true } },
    responses: { 201: json(response, 'Stored'), ...uploadErrors },
  });
}

const limitsText = (kind: FileKind) =>
  `Accepted by content (magic bytes), not by name: ${kind.acceptList}. Larger than the limit: 413; another type: 415; both store nothing.`;

const imageRoute = multipartRoute(
  '/upload-image',
  'Upload an image',
  `Field image: PNG, JPEG, WebP or GIF up to 10 MB. ${limitsText(FILE_KINDS.image)} Fields type ('analysis' or 'flow', default analysis) and ticker are optional.`,
  // The text fields' rules are the ones the handler applies (ImageUploadFieldsSchema), so the document states them.
  ImageUploadFieldsSchema.extend({ image: binary }),
  named(ImageUploadResultSchema, 'ImageUploadResult'),
);
const pdfRoute = multipartRoute(
  '/trading-library/upload-pdf',
  'Upload a PDF for the library',
  `Field pdf: a PDF up to 10 MB. ${limitsText(FILE_KINDS.pdf)}`,
  z.object({ pdf: binary }),
  named(UploadedFileSchema, 'UploadedFile'),
);
const videoRoute = multipartRoute(
  '/trading-library/upload-video',
  'Upload a video for the library',
  `Field video: MP4, MOV, AVI or WebM up to 100 MB. ${limitsText(FILE_KINDS.video)} Served with Range support for seeking.`,
  z.object({ video: binary }),
  named(UploadedFileSchema, 'UploadedFile'),
);

/** Refuse at once a body announced larger than anything the kind accepts. */
function checkAnnouncedLength(c: Context<AppEnv>, kind: FileKind): void {
  const announced = Number(c.req.header('content-length'));
  const max = largestAccepted(kind);
  if (Number.isFinite(announced) && announced > max + MULTIPART_OVERHEAD_BYTES)
    throw new ApiError(413, tooLargeMessage(max));
}

/** Receive the form's file into storage; a failure after storing removes the file again. */
async function receiveAndStore(c: Context<AppEnv>, deps: AppDeps, field: string, kind: FileKind) {
  checkAnnouncedLength(c, kind);
  let stored: StoredObject | undefined;
  try {
    const received = await receiveFile(
      c.req.raw,
      field,
      async (file: Readable) => (stored = await storeUpload(deps.storage, file, kind)),
    );
    return { ...received, stored: received.result };
  } catch (error) {
    if (stored) await deps.storage.delete(stored.key);
    throw error;
  }
}

export function uploadRoutes(deps: AppDeps) {
  const router = createRouter();
  // The routes are documented, but not validated by zod-openapi: its form validator would buffer
  // the whole body. The handlers stream instead and check the few text fields themselves.
  for (const route of [imageRoute, pdfRoute, videoRoute]) router.openAPIRegistry.registerPath(route);

  router.post('/upload-image', async (c) => {
    const { stored, fields, filename } = await receiveAndStore(c, deps, 'image', FILE_KINDS.image);
    const parsed = ImageUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      await deps.storage.delete(stored.key);
      return c.json(validationErrorBody(parsed.error), 400);
    }
    return c.json({ imageUrl: namedFileUrl(stored.url, filename) } satisfies ImageUploadResult, 201);
  });

  const libraryFile = (field: 'pdf' | 'video') => async (c: Context<AppEnv>) => {
    const { stored, filename } = await receiveAndStore(c, deps, field, FILE_KINDS[field]);
    return c.json(
      { fileUrl: namedFileUrl(stored.url, filename), filename, size: stored.size } satisfies UploadedFile,
      201,
    );
  };
  router.post('/trading-library/upload-pdf', libraryFile('pdf'));
  router.post('/trading-library/upload-video', libraryFile('video'));

  return router;
}
