export { NextSessionTradesBox } from './NextSessionTradesBox.js';
export type { NextSessionTradesBoxProps } from './NextSessionTradesBox.js';
export {
  NEXT_SESSION_TEXTS,
  NEXT_SESSION_TOASTS,
  ACTION_TEXTS as NEXT_SESSION_ACTION_TEXTS,
} from './nextSessionTexts.js';
