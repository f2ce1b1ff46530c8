import { themeModeAtom } from '@tradeboard/runtime';
import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { followThemeCookie, servedFrameTheme } from './frame/themeCookie.js';
import { createPageClients } from './queryClient.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const { live, queryClient } = createPageClients();
// Leaving the page hands the stream to another tab at once (the lock would go anyway, a bit later).
window.addEventListener('pagehide', () => live.close());

const app = (
  <StrictMode>
    <App queryClient={queryClient} live={live} />
  </StrictMode>
);
// The API served the route's prerendered frame in the theme it read from the `theme` cookie (or
// the browser's hint): hydrate it. A frame in the other theme than the one this browser shows (no
// cookie yet, a dark system) is dropped and the page rendered afresh, rather than hydrated with
// mismatches. Without a frame (a 404, /admin signed out) the page renders as it always did.
const frameTheme = servedFrameTheme(container);
const theme = getDefaultStore().get(themeModeAtom);
followThemeCookie();
if (frameTheme === theme) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
