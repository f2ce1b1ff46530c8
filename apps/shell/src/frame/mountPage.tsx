import { themeModeAtom } from '@tradeboard/runtime';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { followThemeCookie, servedFrameTheme } from './themeCookie.js';

/** The page's `<div id="root">`. */
export function pageRoot(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  return container;
}

/**
 * Starts a page (the dashboards' bootstrap.tsx, the /login page's loginPage.tsx). The API served
 * the route's prerendered frame in the theme it read from the `theme` cookie (or the browser's
 * hint): hydrate it. A frame in the other theme than the one this browser shows (no cookie yet, a
 * dark system) is dropped and the page rendered afresh, rather than hydrated with mismatches.
 * Without a frame (a 404, /admin signed out) the page renders from nothing.
 */
export function mountPage(container: HTMLElement, app: ReactElement): void {
  const frameTheme = servedFrameTheme(container);
  const theme = getDefaultStore().get(themeModeAtom);
  followThemeCookie();
  if (frameTheme === theme) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
