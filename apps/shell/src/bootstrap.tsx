import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createPageClients } from './queryClient.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const { live, queryClient } = createPageClients();
// Leaving the page hands the stream to another tab at once (the lock would go anyway, a bit later).
window.addEventListener('pagehide', () => live.close());

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} live={live} />
  </StrictMode>,
);
