import { themeModeAtom } from '@tradeboard/runtime';
import { getDefaultStore } from 'jotai';
import { startTransition, type ReactElement } from 'react';
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
 *
 * Either runs as a transition: React then works in slices of a few milliseconds and lets the
 * browser handle input and paint between them, instead of blocking the main thread for the whole
 * tree (a plain hydrateRoot or render is one task: Lighthouse's Total Blocking Time, issue 25).
 */
export function mountPage(container: HTMLElement, app: ReactElement): void {
  const frameTheme = servedFrameTheme(container);
  const theme = getDefaultStore().get(themeModeAtom);
  followThemeCookie();
  if (frameTheme === theme) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
