import { openBrowser, signIn } from './support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard } from './support/server.js';
const server = await startTradeboard();
const b = await openBrowser();
b.page.on('response', (r) => { if (r.url().includes('/modules/') || r.url().endsWith('.js')) console.log(r.status(), r.url().replace(server.url, '')); });
try {
  console.log(await (await fetch(`${server.url}/remotes.json`)).text());
  await b.page.goto(`${server.url}/student`);
  await b.page.waitForTimeout(5000);
  const info = await b.page.evaluate(() => {
    const fed = globalThis.__FEDERATION__;
    const out = [];
    for (const inst of fed?.__INSTANCES__ ?? []) {
      const scope = inst.shareScopeMap?.default?.['@tradeboard/ui'];
      out.push([inst.name, scope ? Object.entries(scope).map(([v, s]) => [v, s.from, s.loaded, !!s.lib]) : null]);
    }
    return out;
  });
  console.log(JSON.stringify(info));
} finally { await b.close(); await server.stop(); }
