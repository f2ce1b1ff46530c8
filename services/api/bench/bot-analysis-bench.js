/**
 * Bot screenshot analysis bench, through the built API (dist/) on 127.0.0.1:
 *  - seconds to read one 1440x900 screenshot (POST /api/analyze-screenshots with one file, median of 10);
 *  - accuracy of the proposed bot states over the whole fixture set (test/fixtures/bot-panels);
 *  - GET /api/stocks p99 latency idle, and while 4 screenshots are being analysed (target within 1.5x).
 *
 *   npm run bench -w @tradeboard/api      (after a build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { BENCH_ADMIN, startBenchApi } from './start-bench-api.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/bot-panels');
const answers = JSON.parse(readFileSync(path.join(FIXTURES, 'answers.json'), 'utf8'));
const BOT_KEYS = {
  'BX Hybrid Bot': 'hybridBotPosition',
  '1hr Swing Bot': 'swingBotPosition',
  '1hr BX Bot': 'hourBotPosition',
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = await startBenchApi();
try {
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const headers = { cookie: login.headers.get('set-cookie').split(';')[0], origin: api.url };
  await api.models.stocks.insertMany(answers.watchlist.map((symbol) => ({ symbol })));

  const analyse = async (panels) => {
    const form = new FormData();
    for (const panel of panels)
      form.append('screenshots', new Blob([readFileSync(path.join(FIXTURES, panel.file))]), panel.file);
    if (panels.length === 1 && !panels[0].botNamedInImage) form.append('bot', BOT_KEYS[panels[0].bot]);
    const res = await fetch(`${api.url}/api/analyze-screenshots`, { method: 'POST', headers, body: form });
    if (res.status !== 201) throw new Error(`analyze answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  // Warm the OCR workers once (their start-up is not a per-screenshot cost).
  await analyse([answers.panels[0]]);

  const fullSize = [];
  for (const panel of answers.panels) {
    const { width, height } = await sharp(path.join(FIXTURES, panel.file)).metadata();
    if (width === 1440 && height === 900) fullSize.push(panel);
  }
  const seconds = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await analyse([fullSize[i % fullSize.length]]);
    seconds.push((performance.now() - started) / 1000);
  }

  let expected = 0;
  let right = 0;
  for (const panel of answers.panels) {
    const [record] = await analyse([panel]);
    const { proposals } = JSON.parse(record.analysisResult);
    for (const row of panel.rows.filter((r) => answers.watchlist.includes(r.symbol))) {
      expected++;
      if (proposals.find((p) => p.symbol === row.symbol)?.inPosition === row.inPosition) right++;
    }
  }

  const stocksP99 = async (duration) =>
    (await autocannon({ url: `${api.url}/api/stocks`, connections: 4, duration })).latency.p99;
  const idle = await stocksP99(5);
  const busy = analyse(fullSize.slice(0, 4).concat(answers.panels).slice(0, 4));
  const loaded = await stocksP99(5);
  await busy;

  console.log('bot screenshot analysis (tesseract.js, local English data)');
  console.log(
    `  seconds per 1440x900 screenshot, median of 10: ${median(seconds).toFixed(2)} s (min ${Math.min(...seconds).toFixed(2)}, max ${Math.max(...seconds).toFixed(2)})`,
  );
  console.log(
    `  accuracy over ${answers.panels.length} fixture screenshots: ${right}/${expected} = ${((right / expected) * 100).toFixed(1)}%`,
  );
  console.log(
    `  GET /api/stocks p99: idle ${idle} ms, while 4 screenshots are analysed ${loaded} ms (${(loaded / Math.max(idle, 1)).toFixed(2)}x)`,
  );
} finally {
  await api.stop();
  const { closeSharedOcrPool } = await import('../dist/bot-analysis/shared-pool.js');
  await closeSharedOcrPool();
}
