/** Upload answers and the form fields that go with them. */
import { z } from 'zod';
import { IMAGE_UPLOAD_KINDS } from './core/uploads.js';
import { TickerSchema } from './common.js';
import { TEXT_PATTERNS } from './core/common.js';

/** Multipart text fields of POST /api/upload-image (the file goes in field `image`). */
export const ImageUploadFieldsSchema = z.object({
  type: z.enum(IMAGE_UPLOAD_KINDS).default('analysis'),
  /** The stock the image is for; an empty field means none. */
  ticker: z
    .preprocess((value) => (value === '' ? undefined : value), TickerSchema.optional())
    .meta({
      description: 'The stock the image is for (a ticker); an empty field means none',
      minLength: 0,
      pattern: TEXT_PATTERNS.optionalTicker,
      example: 'AAPL',
    }),
});

export const ImageUploadResultSchema = z
  .object({ imageUrl: z.string() })
  .meta({ description: 'URL of the stored image' });
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>;

/** POST /api/trading-library/upload-pdf (field `pdf`) and /upload-video (field `video`). */
export const UploadedFileSchema = z
  .object({
    fileUrl: z.string(),
    filename: z.string().meta({ description: 'Original file name as sent (display only)' }),
    size: z.number().int().meta({ description: 'Bytes stored' }),
  })
  .meta({ description: 'A stored library file' });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** POST /api/objects/upload: a signed, expiring, single-use URL to PUT one file to. */
export const UploadUrlResultSchema = z.object({ uploadURL: z.string() }).meta({ description: 'Signed upload URL' });
export type UploadUrlResult = z.infer<typeof UploadUrlResultSchema>;

/** Answer of the PUT to a signed upload URL. */
export const ObjectUploadResultSchema = z
  .object({ objectUrl: z.string(), size: z.number().int(), contentType: z.string() })
  .meta({ description: 'The stored object' });
export type ObjectUploadResult = z.infer<typeof ObjectUploadResultSchema>;
