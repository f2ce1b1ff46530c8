import { useIsPhone } from '../responsive/useIsLargeScreen.js';

/** Dialogs go full-screen on phone widths: `<Dialog fullScreen={useFullScreenDialog()} ...>`. */
export function useFullScreenDialog(): boolean {
  return useIsPhone();
}
