/**
 * The shell asks the flow module to open one alert's detail dialog (a click on a system
 * notification), through jotai's default store like focusSymbolAtom: the nonce makes a second
 * request for the same alert count. The view showing alerts clears it once it has opened the dialog.
 */
import { atom, getDefaultStore } from 'jotai';

export interface FlowAlertRequest {
  id: string;
  nonce: number;
}

export const flowAlertRequestAtom = atom<FlowAlertRequest | null>(null);

let nonce = 0;
export function requestFlowAlert(id: string, store = getDefaultStore()): void {
  nonce += 1;
  store.set(flowAlertRequestAtom, { id, nonce });
}
