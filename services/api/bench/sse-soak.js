/**
 * Soak (not part of npm test): 1,000 clients hold GET /api/events on one API process while an admin
 * script writes 20 changes a second for 10 minutes. Every client must receive the same events, the
 * last naming the last write's change; 0 errors; the API's memory is printed each minute.
 *
 *   npm run build && node bench/sse-soak.js            (SOAK_MINUTES=10 SOAK_CLIENTS=1000 SOAK_RATE=20)
 */
import { openClients, processFigures, startApi } from './sse-support.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 1000);
const RATE = Number(process.env.SOAK_RATE ?? 20);

const api = await startApi(CLIENTS + 10);
let errors = 0;
let writes = 0;
try {
  const clients = await openClients(api.url, CLIENTS);
  for (const client of clients) client.req.on('error', () => errors++);
  console.log(`soak: ${CLIENTS} clients, ${RATE} writes/s for ${MINUTES} min`);
  const started = Date.now();
  let nextReport = started + 60_000;
  // Alternate a create and a delete of one alert, so the data set stays small while every write is a change.
  let alertId;
  while (Date.now() - started < MINUTES * 60_000) {
    const tick = Date.now();
    const res = alertId
      ? await fetch(`${api.url}/api/unusual-flow/${alertId}`, { method: 'DELETE', headers: api.headers })
      : await fetch(`${api.url}/api/unusual-flow`, {
          method: 'POST',
          headers: api.headers,
          body: JSON.stringify({ ticker: 'SOAK', optionType: 'CALL', strike: 100, expiry: '2026-12-18' }),
        });
    if (res.status >= 300) errors++;
    alertId = alertId ? undefined : (await res.json()).id;
    writes++;
    if (Date.now() >= nextReport) {
      const { rssMiB, cpuPercent } = await processFigures(api.child.pid, 1);
      const events = clients.map((client) => client.changed);
      console.log(
        `  minute ${Math.round((Date.now() - started) / 60_000)}: writes ${writes}, api rss ${rssMiB.toFixed(0)} MiB, cpu ${cpuPercent.toFixed(0)}%, ` +
          `events per client min ${Math.min(...events)} max ${Math.max(...events)}, errors ${errors}`,
      );
      nextReport += 60_000;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / RATE - (Date.now() - tick))));
  }
  // Let the last coalescing window go out, then every client must have seen the same number of events.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const events = clients.map((client) => client.changed);
  const same = events.every((count) => count === events[0]);
  console.log(
    `done: ${writes} writes, ${events[0]} events per client, every client the same: ${same}, errors ${errors}`,
  );
  for (const client of clients) client.req.destroy();
  process.exitCode = same && errors === 0 ? 0 : 1;
} finally {
  await api.stop();
}
