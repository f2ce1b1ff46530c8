#!/usr/bin/env node
// Renders screenshots of bot position panels in headless chromium and saves them, with the answer
// each one must give, as the OCR test fixtures (test/fixtures/bot-panels/). Run it again only to
// change the fixture set: `node scripts/render-bot-fixtures.js` (needs /usr/bin/chromium).
// Each panel is generated from a seeded random stream, so the same script gives the same panels.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '@tradeboard/tools/browser';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, '../test/fixtures/bot-panels');

/** The watchlist the tests seed; panels also show symbols that are NOT on it. */
export const FIXTURE_WATCHLIST = [
  'AAPL',
  'MSFT',
  'NVDA',
  'TSLA',
  'AMD',
  'META',
  'AMZN',
  'GOOGL',
  'NFLX',
  'PLTR',
  'SHOP',
  'COIN',
  'UBER',
  'CRM',
  'ORCL',
  'AVGO',
  'SMCI',
  'MU',
  'SNOW',
  'CRWD',
];
const OFF_WATCHLIST = ['INTC', 'DIS', 'PYPL', 'SQ', 'ROKU', 'BABA', 'XOM', 'JPM', 'WMT', 'KO'];

const IN_WORDS = ['LONG', 'IN POSITION', 'BUY', 'ACTIVE'];
const OUT_WORDS = ['FLAT', 'NO POSITION', 'SELL', 'CLOSED', 'EXIT'];
const BOTS = ['BX Hybrid Bot', '1hr Swing Bot', '1hr BX Bot'];
const FONTS = ['"DejaVu Sans", sans-serif', '"Liberation Sans", Arial, sans-serif', '"DejaVu Sans Mono", monospace'];

/** Small deterministic PRNG (mulberry32) so the fixture set is reproducible. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
function shuffled(rnd, list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const THEMES = {
  light: {
    bg: '#ffffff',
    fg: '#1f2933',
    muted: '#6b7280',
    line: '#e5e7eb',
    on: '#15803d',
    off: '#b91c1c',
    head: '#f3f4f6',
  },
  dark: {
    bg: '#0f172a',
    fg: '#e2e8f0',
    muted: '#94a3b8',
    line: '#1e293b',
    on: '#4ade80',
    off: '#f87171',
    head: '#1e293b',
  },
};

function panelHtml({ theme, font, bot, showHeading, rows }) {
  const t = THEMES[theme];
  const body = rows
    .map(
      (row) =>
        `<tr><td class="sym">${row.symbol}</td><td style="color:${row.inPosition ? t.on : t.off}">${row.word}</td>` +
        `<td>${row.entry}</td><td>${row.qty}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><style>
    body { margin:0; background:${t.bg}; color:${t.fg}; font-family:${font}; }
    .panel { padding:28px 36px; }
    h1 { font-size:26px; margin:0 0 6px; } p { color:${t.muted}; margin:0 0 18px; font-size:15px; }
    table { border-collapse:collapse; width:760px; font-size:18px; }
    th { text-align:left; background:${t.head}; color:${t.muted}; font-weight:600; padding:8px 12px; }
    td { padding:7px 12px; border-bottom:1px solid ${t.line}; } .sym { font-weight:700; }
  </style></head><body><div class="panel">
    ${showHeading ? `<h1>${bot}</h1><p>Open positions overview</p>` : '<h1>Positions</h1><p>Strategy monitor</p>'}
    <table><thead><tr><th>Symbol</th><th>Status</th><th>Entry</th><th>Qty</th></tr></thead><tbody>${body}</tbody></table>
  </div></body></html>`;
}

/** The fixture plan: 14 panels across themes, fonts, sizes, scales and formats. */
function plan() {
  const panels = [];
  for (let i = 0; i < 14; i++) {
    const rnd = random(1000 + i);
    const rowCount = 5 + Math.floor(rnd() * 26); // 5..30
    const offCount = Math.min(3, Math.floor(rowCount / 6));
    const symbols = [
      ...shuffled(rnd, FIXTURE_WATCHLIST).slice(0, Math.min(FIXTURE_WATCHLIST.length, rowCount - offCount)),
      ...shuffled(rnd, OFF_WATCHLIST).slice(0, offCount),
    ];
    const rows = shuffled(rnd, symbols).map((symbol) => {
      const inPosition = rnd() < 0.5;
      return {
        symbol,
        inPosition,
        word: pick(rnd, inPosition ? IN_WORDS : OUT_WORDS),
        entry: `$${(20 + rnd() * 600).toFixed(2)}`,
        qty: String(1 + Math.floor(rnd() * 400)),
      };
    });
    panels.push({
      name: `panel-${String(i + 1).padStart(2, '0')}`,
      theme: i % 2 === 0 ? 'light' : 'dark',
      font: FONTS[i % FONTS.length],
      bot: BOTS[i % BOTS.length],
      showHeading: i % 4 !== 3,
      scale: i % 3 === 2 ? 2 : 1,
      format: i % 5 === 4 ? 'jpeg' : 'png',
      rows,
    });
  }
  return panels;
}

async function main() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const answers = [];
  const browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
  try {
    for (const panel of plan()) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1440, height: Math.max(900, 120 + panel.rows.length * 40) });
      if (panel.scale === 2) {
        // Device scale factor cannot change on a persistent context's page: zoom the page instead.
        await page.setViewportSize({ width: 1680, height: 2 * (120 + panel.rows.length * 40) });
      }
      await page.setContent(panelHtml(panel));
      if (panel.scale === 2) await page.evaluate(() => (document.body.style.zoom = '2'));
      const file = `${panel.name}.${panel.format === 'jpeg' ? 'jpg' : 'png'}`;
      await page.screenshot({
        path: path.join(OUT_DIR, file),
        type: panel.format,
        ...(panel.format === 'jpeg' ? { quality: 70 } : {}),
        fullPage: true,
      });
      await page.close();
      answers.push({
        file,
        bot: panel.bot,
        botNamedInImage: panel.showHeading,
        theme: panel.theme,
        scale: panel.scale,
        rows: panel.rows.map(({ symbol, inPosition }) => ({ symbol, inPosition })),
      });
    }
  } finally {
    await browser.close();
  }
  writeFileSync(
    path.join(OUT_DIR, 'answers.json'),
    `${JSON.stringify({ watchlist: FIXTURE_WATCHLIST, panels: answers }, null, 2)}\n`,
  );
  console.log(`Wrote ${answers.length} panels to ${path.relative(process.cwd(), OUT_DIR)}`);
}

await main();
