/** Upload form values. The upload schemas (../uploads.ts) are built on these. */

/** Values of the `type` field of POST /api/upload-image. */
export const IMAGE_UPLOAD_KINDS = ['analysis', 'flow'] as const;
