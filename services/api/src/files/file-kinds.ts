/**
 * What each upload endpoint accepts, decided by the DETECTED content type (magic bytes), never by
 * the client's name or Content-Type header: the stored extension and Content-Type come from here.
 */
import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@tradeboard/types';

export interface StoredType {
  /** Extension given to the server-chosen name. */
  extension: string;
  contentType: string;
  maxBytes: number;
}

export interface FileKind {
  /** Storage folder. */
  folder: string;
  /** Accepted file-type results (its `ext`) -> how the file is stored. */
  accepts: Readonly<Record<string, StoredType>>;
  /** Shown in 415 answers: 'File type not accepted. Please select: {acceptList}'. */
  acceptList: string;
}

const MB = 1024 * 1024;
const image = (extension: string, contentType: string): StoredType => ({
  extension,
  contentType,
  maxBytes: UPLOAD_LIMITS.imageBytes,
});
const video = (extension: string, contentType: string): StoredType => ({
  extension,
  contentType,
  maxBytes: UPLOAD_LIMITS.videoBytes,
});

const IMAGE_TYPES = {
  png: image('.png', 'image/png'),
  jpg: image('.jpg', 'image/jpeg'),
  webp: image('.webp', 'image/webp'),
  gif: image('.gif', 'image/gif'),
};
const PDF_TYPES = { pdf: { extension: '.pdf', contentType: 'application/pdf', maxBytes: UPLOAD_LIMITS.pdfBytes } };
const VIDEO_TYPES = {
  mp4: video('.mp4', 'video/mp4'),
  // An MPEG-4 file whose brand says M4V is still MPEG-4 video to a browser.
  m4v: video('.mp4', 'video/mp4'),
  mov: video('.mov', 'video/quicktime'),
  avi: video('.avi', 'video/x-msvideo'),
  webm: video('.webm', 'video/webm'),
};

export const FILE_KINDS = {
  image: { folder: 'images', accepts: IMAGE_TYPES, acceptList: UPLOAD_TYPES.image.extensions.join(', ') },
  pdf: { folder: 'pdfs', accepts: PDF_TYPES, acceptList: UPLOAD_TYPES.pdf.extensions.join(', ') },
  video: { folder: 'videos', accepts: VIDEO_TYPES, acceptList: UPLOAD_TYPES.video.extensions.join(', ') },
  /** PUT to a signed URL: any image, PDF or video, each with its own size limit. */
  object: {
    folder: 'objects',
    accepts: { ...IMAGE_TYPES, ...PDF_TYPES, ...VIDEO_TYPES },
    acceptList: [
      ...UPLOAD_TYPES.image.extensions,
      ...UPLOAD_TYPES.pdf.extensions,
      ...UPLOAD_TYPES.video.extensions,
    ].join(', '),
  },
} satisfies Record<string, FileKind>;

/** The largest file a kind can accept (checked against Content-Length before reading anything). */
export function largestAccepted(kind: FileKind): number {
  return Math.max(...Object.values(kind.accepts).map((type) => type.maxBytes));
}

/** Same wording as the client-side check (SPEC section 5): 'File size must be less than {n}MB'. */
export const tooLargeMessage = (maxBytes: number) => `File size must be less than ${Math.round(maxBytes / MB)}MB`;
export const wrongTypeMessage = (kind: FileKind) => `File type not accepted. Please select: ${kind.acceptList}`;
