/**
 * A library file field: the kit's UploadBox set up for a lesson video or a PDF (the SPEC section 7
 * endpoint, accept list and size limit of each). It uploads at once with real progress, then the
 * form holds the file until Remove; too large or the wrong type is refused before uploading.
 */
import type { UploadedFile } from '@tradeboard/types';
import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@tradeboard/types/core';
import { LIBRARY_UPLOAD_ENDPOINTS, uploadsApi } from '@tradeboard/ui';
import { UploadBox } from '@tradeboard/ui/forms';

export type UploadedLibraryFile = UploadedFile;

export interface LibraryUploadProps {
  kind: 'video' | 'pdf';
  label: string;
  file: UploadedLibraryFile | null;
  onChange: (file: UploadedLibraryFile | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

const RULES = {
  video: {
    endpoint: LIBRARY_UPLOAD_ENDPOINTS.video,
    accept: UPLOAD_TYPES.video.extensions,
    maxBytes: UPLOAD_LIMITS.videoBytes,
  },
  pdf: {
    endpoint: LIBRARY_UPLOAD_ENDPOINTS.pdf,
    accept: UPLOAD_TYPES.pdf.extensions,
    maxBytes: UPLOAD_LIMITS.pdfBytes,
  },
} as const;

export function LibraryUpload({ kind, label, file, onChange, onUploadingChange }: LibraryUploadProps) {
  const { endpoint, accept, maxBytes } = RULES[kind];
  return (
    <UploadBox
      label={`${label} (optional)`}
      accept={accept}
      maxBytes={maxBytes}
      upload={(picked, onProgress, signal) => uploadsApi.libraryFile(endpoint, picked, { onProgress, signal })}
      value={file && { name: file.filename, size: file.size }}
      onUploaded={(uploaded) => onChange(uploaded)}
      onRemove={() => onChange(null)}
      onUploadingChange={onUploadingChange}
    />
  );
}
