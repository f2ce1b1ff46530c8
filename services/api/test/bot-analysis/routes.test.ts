/**
 * The three bot analysis routes: analyse real rendered screenshots, list the records, apply the
 * chosen proposals; the refusals (no session, cross-origin, not an image, too large, too many
 * files, a symbol that left the watchlist) change nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOT_NO_SYMBOLS_NOTE, BotAnalysisResultSchema } from '@tradeboard/types';
import { closeSharedOcrPool } from '../../src/bot-analysis/shared-pool.js';
import { createTestContext, readJson, TEST_ORIGIN, type TestContext } from '../helpers.js';
import { png } from '../upload-fixtures.js';
import { botKeyOf, botPanels, panelBytes } from './fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).headers;
  for (const symbol of botPanels.watchlist)
    expect((await ctx.send('POST', '/api/stocks', { symbol })).status).toBe(201);
});
afterAll(async () => {
  await closeSharedOcrPool();
  await ctx.stop();
});

function form(files: { name: string; bytes: Buffer; type?: string }[], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const file of files)
    body.append('screenshots', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}
const analyze = (body: FormData, headers: Record<string, string> = admin) =>
  ctx.request('/api/analyze-screenshots', { method: 'POST', headers, body });
const recordCount = () => ctx.models.botAnalysis.countDocuments();

describe('POST /api/analyze-screenshots', () => {
  test('reads two screenshots into two stored records with their proposals', { timeout: 120_000 }, async () => {
    const named = botPanels.panels.find((p) => p.botNamedInImage)!;
    const unnamed = botPanels.panels.find((p) => !p.botNamedInImage)!;
    const res = await analyze(
      form(
        [
          { name: named.file, bytes: panelBytes(named) },
          { name: unnamed.file, bytes: panelBytes(unnamed) },
        ],
        { bot: botKeyOf(unnamed.bot) },
      ),
    );
    expect(res.status).toBe(201);
    const records = await readJson(res);
    expect(records.map((r: { filename: string }) => r.filename)).toEqual([named.file, unnamed.file]);
    for (const [record, panel] of [
      [records[0], named],
      [records[1], unnamed],
    ] as const) {
      const result = BotAnalysisResultSchema.parse(JSON.parse(record.analysisResult));
      expect(result.bot).toBe(botKeyOf(panel.bot));
      expect(result.botSource).toBe(panel.botNamedInImage ? 'heading' : 'form');
      const onList = panel.rows.filter((row) => botPanels.watchlist.includes(row.symbol));
      expect(result.proposals.length).toBeGreaterThanOrEqual(onList.length - 1);
      expect(record.confidence).toBeGreaterThan(0);
    }
    expect(await recordCount()).toBe(2);
  });

  test('a screenshot with no watchlist symbol is a record with a note, not an error', { timeout: 60_000 }, async () => {
    const res = await analyze(form([{ name: 'blank.png', bytes: png() }]));
    expect(res.status).toBe(201);
    const [record] = await readJson(res);
    const result = JSON.parse(record.analysisResult);
    expect(result.proposals).toEqual([]);
    expect(result.note).toBe(BOT_NO_SYMBOLS_NOTE);
    expect(record.confidence).toBeNull();
  });

  test('refusals store nothing', async () => {
    const before = await recordCount();
    const anon = await ctx.request('/api/analyze-screenshots', {
      method: 'POST',
      body: form([{ name: 'a.png', bytes: png() }]),
    });
    expect(anon.status).toBe(401);
    const crossSite = await analyze(form([{ name: 'a.png', bytes: png() }]), {
      ...admin,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);

    const notImage = await analyze(
      form([{ name: 'fake.png', bytes: Buffer.from('just some text, named like a picture') }]),
    );
    expect(notImage.status).toBe(415);
    expect((await readJson(notImage)).message).toMatch(/^File type must be /);

    const huge = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await analyze(form([{ name: 'huge.png', bytes: huge }]));
    expect(tooLarge.status).toBe(413);
    expect((await readJson(tooLarge)).message).toBe('File is larger than 10485760 bytes');

    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `s${i}.png`, bytes: png() }));
    const tooMany = await analyze(form(eleven));
    expect(tooMany.status).toBe(400);
    expect((await readJson(tooMany)).message).toBe('Too many files');

    const none = await analyze(form([]));
    expect(none.status).toBe(400);
    const badBot = await analyze(form([{ name: 'a.png', bytes: png() }], { bot: 'moonBot' }));
    expect(badBot.status).toBe(400);

    const cut = await ctx.request('/api/analyze-screenshots', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="screenshots"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(cut.status).toBe(400);
    expect(await recordCount()).toBe(before);
    expect((await ctx.request('/api/auth/status')).status).toBe(200);
  });
});

describe('GET /api/bot-analysis', () => {
  test('lists the records newest first, to the admin only (401 without a session)', async () => {
    ctx.clock.set(new Date('2026-01-01T10:00:00Z'));
    await ctx.models.botAnalysis.create({
      filename: 'old.png',
      analysisResult: null,
      confidence: null,
      processedAt: new Date('2025-01-01T00:00:00Z'),
    });
    ctx.clock.reset();
    expect((await ctx.request('/api/bot-analysis')).status).toBe(401);
    const res = await ctx.send('GET', '/api/bot-analysis');
    expect(res.status).toBe(200);
    const list = await readJson(res);
    expect(list.at(-1).filename).toBe('old.png');
    const times = list.map((r: { processedAt: string }) => Date.parse(r.processedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).not.toHaveProperty('_id');
  });
});

describe('POST /api/apply-bot-analysis', () => {
  test('sets the chosen flags, one write per stock, and answers the updated stocks', async () => {
    const res = await ctx.send('POST', '/api/apply-bot-analysis', {
      changes: [
        { symbol: 'AAPL', bot: 'hybridBotPosition', inPosition: true },
        { symbol: 'AAPL', bot: 'hourBotPosition', inPosition: true },
        { symbol: 'MSFT', bot: 'swingBotPosition', inPosition: true },
      ],
    });
    expect(res.status).toBe(200);
    const updated = await readJson(res);
    expect(updated.map((s: { symbol: string }) => s.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(updated[0]).toMatchObject({ hybridBotPosition: true, swingBotPosition: false, hourBotPosition: true });
    const stocks = await readJson(await ctx.request('/api/stocks'));
    expect(stocks.find((s: { symbol: string }) => s.symbol === 'MSFT').swingBotPosition).toBe(true);
  });

  test('a symbol no longer on the watchlist answers 400 naming it and writes nothing', async () => {
    const res = await ctx.send('POST', '/api/apply-bot-analysis', {
      changes: [
        { symbol: 'NVDA', bot: 'hybridBotPosition', inPosition: true },
        { symbol: 'ZZZZ', bot: 'hybridBotPosition', inPosition: true },
      ],
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('Not on the watchlist: ZZZZ');
    const nvda = (await readJson(await ctx.request('/api/stocks'))).find(
      (s: { symbol: string }) => s.symbol === 'NVDA',
    );
    expect(nvda.hybridBotPosition).toBe(false);
  });

  test('needs a session and a valid body', async () => {
    const body = JSON.stringify({ changes: [{ symbol: 'AAPL', bot: 'hybridBotPosition', inPosition: false }] });
    const anon = await ctx.request('/api/apply-bot-analysis', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body,
    });
    expect(anon.status).toBe(401);
    expect((await ctx.send('POST', '/api/apply-bot-analysis', { changes: [] })).status).toBe(400);
    expect(
      (
        await ctx.send('POST', '/api/apply-bot-analysis', {
          changes: [{ symbol: 'AAPL', bot: 'moonBot', inPosition: true }],
        })
      ).status,
    ).toBe(400);
  });
});
