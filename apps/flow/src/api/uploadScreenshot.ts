/** The flow screenshot goes to POST /api/upload-image (type 'flow'), with real upload progress. */
import { uploadsApi } from '@tradeboard/ui';

export async function uploadScreenshot(
  file: File,
  ticker: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const result = await uploadsApi.image(file, { type: 'flow', ticker: ticker.trim() || undefined, onProgress, signal });
  return result.imageUrl;
}
