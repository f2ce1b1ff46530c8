// Properties the e2e scripts put on the page's window (init scripts, evaluated sources), typed for
// the functions handed to page.evaluate that read them back.
import type axeCore from 'axe-core';

declare global {
  interface Window {
    /** bench/web-bench.js: ms from navigation start to the first watchlist row on screen (-1 until its frame). */
    __firstRowMs?: number;
    /** support/axe.js: axe-core, once its source is evaluated in the page. */
    axe?: typeof axeCore;
  }
}
