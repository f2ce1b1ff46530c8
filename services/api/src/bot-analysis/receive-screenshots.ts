/**
 * Reads the screenshots of POST /api/analyze-screenshots: field `screenshots`, 1 to 10 PNG or JPEG
 * images of at most 10 MB each, checked by content. The whole form is parsed by the platform's
 * FormData parser (OCR needs each image whole in memory anyway), behind a byte cap so a body can
 * never grow past what ten files may need; a truncated or malformed body is a 400, never a crash.
 */
import { fileTypeFromBuffer } from 'file-type';
import { BOT_SCREENSHOT_MAX_BYTES, BOT_SCREENSHOT_MAX_FILES, BOT_SCREENSHOTS_REQUIRED } from '@tradeboard/types';
import { ApiError, badRequest } from '../http/errors.js';
import { displayName } from '../files/multipart.js';

export interface Screenshot {
  filename: string;
  bytes: Buffer;
}

const FIELD = 'screenshots';
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = BOT_SCREENSHOT_MAX_FILES * BOT_SCREENSHOT_MAX_BYTES + FORM_OVERHEAD_BYTES;
const ACCEPTED = new Set(['image/png', 'image/jpeg']);

const tooLarge = () => new ApiError(413, `File is larger than ${BOT_SCREENSHOT_MAX_BYTES} bytes`);

/** Passes the body through, failing once more than `max` bytes went by. */
function capped(body: ReadableStream<Uint8Array>, max: number, onOverflow: () => void): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) {
          onOverflow();
          controller.error(tooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

const cleanName = (raw: string, index: number) => displayName(raw, `screenshot-${index + 1}`);

export async function receiveScreenshots(
  request: Request,
): Promise<{ screenshots: Screenshot[]; fields: Record<string, string> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw new ApiError(415, `Expected a multipart/form-data body with the images in field '${FIELD}'`);
  }
  const announced = Number(request.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > MAX_BODY_BYTES) throw tooLarge();

  let overflowed = false;
  const body = capped(request.body, MAX_BODY_BYTES, () => (overflowed = true));
  let form: FormData;
  try {
    form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit).formData();
  } catch {
    throw overflowed ? tooLarge() : badRequest('The upload was interrupted or is not a valid multipart form');
  }

  const files = form.getAll(FIELD).filter((value) => typeof value !== 'string');
  if (files.length === 0) throw badRequest(BOT_SCREENSHOTS_REQUIRED);
  if (files.length > BOT_SCREENSHOT_MAX_FILES) throw badRequest('Too many files');
  if (files.some((file) => file.size > BOT_SCREENSHOT_MAX_BYTES)) throw tooLarge();

  const screenshots = await Promise.all(
    files.map(async (file, index) => {
      const bytes = Buffer.from(await file.arrayBuffer());
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !ACCEPTED.has(type.mime)) throw new ApiError(415, 'File type must be image/png, image/jpeg');
      return { filename: cleanName(file.name, index), bytes };
    }),
  );
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  return { screenshots, fields };
}
