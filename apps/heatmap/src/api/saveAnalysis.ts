/**
 * 'Save Analysis' (SPEC section 4): a newly chosen chart file is uploaded first, with real upload
 * progress, then the stock is patched with the text and the image URL.
 */
import { useState } from 'react';
import type { Stock } from '@tradeboard/types';
import { stockKeys, stocksApi, toast, uploadsApi, useApiMutation } from '@tradeboard/ui';
import { buildAnalysisUpdate } from '../lib/analysisForm.js';
import { TOASTS, analysisUpdatedToast } from '../lib/messages.js';

export interface AnalysisDraft {
  /** The version of the stock the form was filled from (sent as If-Match). */
  version: number;
  text: string;
  /** A file chosen in this dialog session, not uploaded yet. */
  newFile: File | null;
  /** The stored image URL still shown (null once the admin removed it). */
  imageUrl: string | null;
}

/** Marks a failure of the upload step so the right toast is shown. */
class ChartUploadError extends Error {}

interface SaveAnalysisCallbacks {
  /** The chart is stored: a retry after a failed patch must not upload it again. */
  onUploaded: (imageUrl: string) => void;
  onSaved: () => void;
  /** The stock changed elsewhere since the form was filled: the form shows it (null: it is gone). */
  onStale: (current: Stock | null) => void;
}

/** Lets the dialog tell that a save of this stock is running (useIsMutating). */
export const saveAnalysisKey = (symbol: string) => ['save-analysis', symbol];

export function useSaveAnalysis(symbol: string, { onUploaded, onSaved, onStale }: SaveAnalysisCallbacks) {
  /** Upload progress 0..100 while a file is being sent, else null. */
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const mutation = useApiMutation({
    mutationKey: saveAnalysisKey(symbol),
    mutationFn: async (draft: AnalysisDraft): Promise<Stock> => {
      let imageUrl = draft.imageUrl;
      if (draft.newFile) {
        setUploadProgress(0);
        try {
          imageUrl = (
            await uploadsApi.image(draft.newFile, { type: 'analysis', ticker: symbol, onProgress: setUploadProgress })
          ).imageUrl;
        } catch (error) {
          throw new ChartUploadError(error instanceof Error ? error.message : String(error));
        } finally {
          setUploadProgress(null);
        }
        toast({ ...TOASTS.imageUploaded, variant: 'success' });
        if (imageUrl) onUploaded(imageUrl);
      }
      return stocksApi.update({ symbol, version: draft.version }, buildAnalysisUpdate(draft.text, imageUrl));
    },
    success: analysisUpdatedToast(symbol),
    onSuccess: onSaved,
    onStale: (current) => onStale(current as Stock | null),
    // The history and the bell's list of today's analyses change with the stock.
    invalidate: [stockKeys.list, stockKeys.analysisHistory(symbol), stockKeys.analysisLogToday],
    failure: (error) => (error instanceof ChartUploadError ? TOASTS.imageUploadFailed : TOASTS.analysisUpdateFailed),
  });

  return {
    save: mutation.mutate,
    saving: mutation.isPending,
    uploadProgress,
    /** Why the last upload failed, shown in the dialog (the toast carries the spec's generic text). */
    uploadError: mutation.error instanceof ChartUploadError ? mutation.error.message : null,
    reset: mutation.reset,
  };
}
