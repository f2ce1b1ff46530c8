/**
 * Issue 18 section 4: the patterns /api/openapi.json states (TEXT_PATTERNS) and the zod schemas the
 * API validates with accept the same texts, so a client built from the document and the server
 * cannot disagree. Dates: the pattern accepts every text the schema accepts; the schema refuses
 * only texts that name no real day (said in the description).
 */
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ExpirySchema,
  ImageUploadFieldsSchema,
  TEXT_PATTERNS,
  TickerSchema,
  FileUrlSchema,
  UrlSchema,
  UsDateSchema,
} from './index.js';

const pad = ['', ' ', '  ', '\t', '\u00a0', '\n'];
const TEXTS = [
  'AAPL',
  'aapl',
  'BRK.B',
  'brk.b',
  'A',
  'ABCDEFG',
  'ABCDEF',
  'AB.CD',
  'A1',
  'ß',
  'ÄPFEL',
  '.B',
  'A.',
  '',
  '   ',
  '06/02/2025',
  '6/2/2025',
  '13/01/2025',
  '02/30/2025',
  '2/29/2024',
  '2025-06-20',
  '2025-13-01',
  '2025-6-1',
  '06/02/25',
  '06-02-2025',
  '/uploads/images/a.png',
  '/',
  '//evil.example/a.png',
  '/\\evil',
  '/\t/evil.example/x.pdf',
  '/uploads/a\u0085b.pdf',
  '/uploads/pdfs/a.pdf',
  '/uploads/.hidden',
  '/uploads/../api/backup',
  '/uploads/%2e%2e/x',
  '/api/backup',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://exa\u0085mple.com',
  'https://youtu.be/x',
  'HTTPS://EXAMPLE.COM',
  'http://a b',
  'javascript:alert(1)',
  'ftp://x',
  'uploads/a.png',
  'https://',
  'https:// x',
];
const samples = TEXTS.flatMap((text) =>
  pad.flatMap((before) => [`${before}${text}`, `${text}${before}`, `${before}${text}${before}`]),
);

const accepts = (schema: z.ZodType, text: string) => schema.safeParse(text).success;
const matches = (pattern: string, text: string) => new RegExp(pattern).test(text);

describe('each documented pattern accepts exactly what its schema accepts', () => {
  test.each([
    ['ticker', TickerSchema, TEXT_PATTERNS.ticker, []],
    // A well-formed expiry naming no real day is the one case a pattern cannot refuse.
    ['expiry', ExpirySchema, TEXT_PATTERNS.expiry, ['13/01/2025', '02/30/2025', '2025-13-01']],
    ['link URL', UrlSchema, TEXT_PATTERNS.linkUrl, []],
    ['file URL', FileUrlSchema, TEXT_PATTERNS.fileUrl, []],
  ] as const)('%s', (_name, schema, pattern, notRealDays) => {
    const disagreements = samples.filter((text) => accepts(schema, text) !== matches(pattern, text));
    expect(disagreements.filter((text) => !matches(pattern, text))).toEqual([]);
    expect(new Set(disagreements.map((text) => text.trim()))).toEqual(new Set(notRealDays));
  });

  test('the upload form ticker: an empty field is none, anything else a ticker', () => {
    const field = (text: string) => ImageUploadFieldsSchema.safeParse({ ticker: text }).success;
    expect(samples.filter((text) => field(text) !== matches(TEXT_PATTERNS.optionalTicker, text))).toEqual([]);
  });

  test('US dates: the pattern accepts every date the schema does, and the schema refuses only days that do not exist', () => {
    const accepted = samples.filter((text) => accepts(UsDateSchema, text));
    expect(accepted.length).toBeGreaterThan(10);
    expect(accepted.filter((text) => !matches(TEXT_PATTERNS.usDate, text))).toEqual([]);
    const refusedButWellFormed = samples.filter(
      (text) => !accepts(UsDateSchema, text) && matches(TEXT_PATTERNS.usDate, text),
    );
    expect(new Set(refusedButWellFormed.map((text) => text.trim()))).toEqual(new Set(['13/01/2025', '02/30/2025']));
  });
});
