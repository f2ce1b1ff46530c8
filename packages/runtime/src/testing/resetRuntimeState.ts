import { getDefaultStore } from 'jotai';
import { focusSymbolAtom } from '../focus/focusSymbol.js';
import { flowAlertRequestAtom } from '../live/flowAlertRequest.js';
import { toastsAtom } from '../toast/toastStore.js';

/** Empties the runtime's shared state (jotai's default store outlives a test): toasts, focus, flow alert. */
export function resetRuntimeState(): void {
  getDefaultStore().set(toastsAtom, []);
  getDefaultStore().set(focusSymbolAtom, null);
  getDefaultStore().set(flowAlertRequestAtom, null);
}
