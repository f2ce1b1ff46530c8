/** Writes on options positions (SPEC section 7) with their toasts; each refetches every options query. */
import type { OptionPosition } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { optionKeys, optionsApi, useApiMutation } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages.js';
import { optionCreateBody, type OptionFormValues } from '../lib/options/optionForm.js';

export const useAddOption = (fund: Fund) =>
  useApiMutation({
    mutationFn: (values: OptionFormValues) => optionsApi.create(optionCreateBody(fund, values)),
    invalidate: [optionKeys.all],
    success: TOASTS.optionAdded,
    failure: TOASTS.optionAddFailed,
  });

export const useDeleteOption = () =>
  useApiMutation({
    mutationFn: (option: OptionPosition) => optionsApi.remove(option.id),
    invalidate: [optionKeys.all],
    success: TOASTS.optionDeleted,
    failure: TOASTS.optionDeleteFailed,
    undo: { restore: (option) => optionsApi.restore(option), done: TOASTS.optionRestored },
  });
