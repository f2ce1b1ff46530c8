/** The flow screenshot goes to POST /api/upload-image (type 'flow'), with real upload progress. */
import type { ImageUploadResult } from '@tradeboard/types';
import { uploadFile } from '@tradeboard/ui';

export async function uploadScreenshot(file: File, ticker: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('type', 'flow');
  if (ticker.trim()) form.append('ticker', ticker.trim());
  form.append('image', file);
  const result = await uploadFile<ImageUploadResult>({ url: '/api/upload-image', body: form, onProgress, signal });
  return result.imageUrl;
}
