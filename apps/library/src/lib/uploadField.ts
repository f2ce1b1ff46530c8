/** SPEC section 7: the multipart field is 'pdf' when the upload endpoint contains 'pdf', else 'video'. */
export function uploadFieldName(endpoint: string): 'pdf' | 'video' {
  return endpoint.includes('pdf') ? 'pdf' : 'video';
}

/** The two library upload endpoints of SPEC section 7. */
export const LIBRARY_UPLOAD_ENDPOINTS = {
  pdf: '/api/trading-library/upload-pdf',
  video: '/api/trading-library/upload-video',
} as const;
