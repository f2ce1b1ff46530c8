import type { ManualPnl } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { manualPnlApi, manualPnlKeys, useApiMutation } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages.js';
import { pnlSaveBody, type PnlFormValues } from '../lib/pnl/pnlForm.js';

/**
 * Save creates the fund's record when there is none, else updates the version the form was filled
 * from; then the record is read again. `onStale`: it changed elsewhere meanwhile (the form shows it).
 */
export const useSavePnl = (fund: Fund, onStale?: (current: ManualPnl | null) => void) =>
  useApiMutation({
    onStale: (current) => onStale?.(current as ManualPnl | null),
    mutationFn: ({ existing, values }: { existing: ManualPnl | null | undefined; values: PnlFormValues }) =>
      manualPnlApi.saveRecord(existing, pnlSaveBody(fund, values)),
    invalidate: [manualPnlKeys.fund(fund)],
    success: TOASTS.pnlSaved,
    failure: TOASTS.pnlSaveFailed,
  });
