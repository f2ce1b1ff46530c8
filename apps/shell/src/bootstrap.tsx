import { StrictMode } from 'react';
import { App } from './App.js';
import { mountPage, pageRoot } from './frame/mountPage.js';
import { createPageClients } from './queryClient.js';

const container = pageRoot();
const { live, queryClient } = createPageClients();
// Leaving the page hands the stream to another tab at once (the lock would go anyway, a bit later).
window.addEventListener('pagehide', () => live.close());

mountPage(
  container,
  <StrictMode>
    <App queryClient={queryClient} live={live} />
  </StrictMode>,
);
