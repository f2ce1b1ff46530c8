/**
 * File uploads (SPEC section 7): all with XMLHttpRequest, so progress is the real upload progress.
 * Nothing is cached: the caller stores the answered URL in the record it saves.
 */
import type { ImageUploadResult, ObjectUploadResult, UploadedFile, UploadUrlResult } from '@tradeboard/types';
import type { IMAGE_UPLOAD_KINDS } from '@tradeboard/types/core';
import { requestJson } from '../apiRequest.js';
import { uploadFile } from '../uploadFile.js';

type Progress = (percent: number) => void;
type ImageUploadKind = (typeof IMAGE_UPLOAD_KINDS)[number];

export const LIBRARY_UPLOAD_ENDPOINTS = {
  pdf: '/api/trading-library/upload-pdf',
  video: '/api/trading-library/upload-video',
} as const;

export const uploadsApi = {
  /** POST /api/upload-image: fields image, type and ticker; answers the stored imageUrl. */
  image: (
    file: File,
    {
      type = 'analysis',
      ticker,
      onProgress,
      signal,
    }: { type?: ImageUploadKind; ticker?: string; onProgress?: Progress; signal?: AbortSignal } = {},
  ) => {
    const form = new FormData();
    form.append('image', file);
    form.append('type', type);
    if (ticker) form.append('ticker', ticker);
    return uploadFile<ImageUploadResult>({ url: '/api/upload-image', body: form, onProgress, signal });
  },
  /** A library upload: the form field is 'pdf' when the endpoint names pdf, else 'video' (SPEC section 7). */
  libraryFile: (
    endpoint: string,
    file: File,
    { onProgress, signal }: { onProgress?: Progress; signal?: AbortSignal } = {},
  ) => {
    const form = new FormData();
    form.append(endpoint.includes('pdf') ? 'pdf' : 'video', file);
    return uploadFile<UploadedFile>({ url: endpoint, body: form, onProgress, signal });
  },
  /** POST /api/objects/upload: a signed, single-use URL to PUT one file to. */
  requestUploadUrl: () => requestJson<UploadUrlResult>('POST', '/api/objects/upload'),
  putToSignedUrl: (
    uploadURL: string,
    file: File,
    { onProgress, signal }: { onProgress?: Progress; signal?: AbortSignal } = {},
  ) => uploadFile<ObjectUploadResult>({ url: uploadURL, method: 'PUT', body: file, onProgress, signal }),
};
