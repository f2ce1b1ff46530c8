/**
 * The whole road: data written through the API in every collection (uploads included) -> backup of
 * the running server -> restore into a fresh DATA_DIR -> every document byte-equal (so every BSON
 * type kept), every index present, every file byte-equal, and the API answers the same.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Binary, Decimal128, Double, Int32, Long } from 'bson';
import { afterAll, describe, expect, test } from 'vitest';
import { backupToFile } from '../../src/backup/backup-to-file.js';
import { ENTITY_SCHEMAS, EXCLUDED_COLLECTIONS } from '../../src/backup/entities.js';
import { restoreArchive } from '../../src/backup/restore.js';
import { backupSource, openConfiguredDatabase } from '../../src/backup/sources.js';
import { loadConfig } from '../../src/config.js';
import { EMBEDDED_DB_NAME } from '../../src/db/connection.js';
import { moduleFileModel, models } from '../../src/db/models/index.js';
import { createBuild, storeBuildFile } from '../../src/modules/builds.js';
import { startServer, type RunningServer } from '../../src/runtime.js';
import { uploadsDirectory } from '../../src/storage/index.js';
import { readJson, TEST_ADMIN } from '../helpers.js';
import { jpeg, mp4, multipart, pdf, png } from '../upload-fixtures.js';
import { indexSpecs, rawDocuments, uploadDigests } from './support.js';

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

const configFor = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });

async function start(dataDir: string) {
  const server = await startServer(configFor(dataDir));
  servers.push(server);
  return server;
}

async function seed(server: RunningServer) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(TEST_ADMIN),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const send = async (method: string, target: string, body?: unknown) => {
    const res = await fetch(`${server.url}${target}`, {
      method,
      headers: {
        cookie,
        origin: server.url,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    expect(res.status, `${method} ${target}`).toBeLessThan(300);
    return readJson(res);
  };
  const { imageUrl } = await send(
    'POST',
    '/api/upload-image',
    multipart('image', 'chart.jpg', jpeg(), { type: 'analysis', ticker: 'NVDA' }),
  );
  const { fileUrl: pdfUrl } = await send(
    'POST',
    '/api/trading-library/upload-pdf',
    multipart('pdf', 'rules.pdf', pdf()),
  );
  const { fileUrl: videoUrl } = await send(
    'POST',
    '/api/trading-library/upload-video',
    multipart('video', 'lesson.mp4', mp4(300_000)),
  );
  const { uploadURL } = await send('POST', '/api/objects/upload');
  const put = await fetch(`${server.url}${uploadURL}`, {
    method: 'PUT',
    headers: { origin: server.url },
    body: new Uint8Array(png()),
  });
  expect(put.status).toBe(201);

  await send('POST', '/api/stocks', { symbol: 'nvda', monthlyBX: 'HL', range: 'Fair Value' });
  await send('PATCH', '/api/stocks/NVDA', { analysisText: 'breakout', analysisImage: imageUrl });
  await send('POST', '/api/stocks', { symbol: 'AAPL', hybridBotPosition: true });
  await send('POST', '/api/holdings', { fund: 'Main Fund', ticker: 'msft', quantity: 10, tradePrice: 400.5 });
  await send('POST', '/api/options', {
    ticker: 'SPY',
    optionType: 'CALL',
    strike: 500,
    expiry: '06/20/2025',
    quantity: 1,
    price: 2,
  });
  await send('POST', '/api/flow-holdings', {
    ticker: 'nvda',
    optionType: 'CALL',
    strike: 140,
    expiry: '06/20/2025',
    quantity: 2,
    price: 3.1,
  });
  await send('POST', '/api/unusual-flow', { ticker: 'tsla', optionType: 'PUT', strike: 250, expiry: '2025-07-18' });
  await send('POST', '/api/next-session-trades', { ticker: 'AMZN', action: 'add' });
  await send('POST', '/api/daily-activity', {
    fund: 'Main Fund',
    date: '06/02/2025',
    addedPositions: ['AAPL'],
    removedPositions: ['TSLA'],
  });
  await send('POST', '/api/portfolio-activity', {
    fund: 'Value Fund',
    date: '6/1/2025',
    activityType: 'holding_added',
    ticker: 'nvda',
    details: { quantity: 5, price: 100 },
  });
  await send('POST', '/api/manual-pnl', { fund: 'Growth Fund', ytdPnl: 1234.5, ytdPnlPercent: 12.3 });
  await send('GET', '/api/portfolio-metrics');
  const course = await send('POST', '/api/courses', {
    title: 'Reading the tape',
    category: 'Technical Analysis',
    thumbnailUrl: imageUrl,
  });
  await send('POST', '/api/lessons', { courseId: course.id, title: 'Entries', videoUrl, pdfUrl });
  await send('POST', '/api/documentation', { title: 'Pre-market SOP', content: 'Step 1', category: 'SOP' });
  // No route writes bot_analysis yet: store one result the way the model does.
  await models(server.deps.db).botAnalysis.create({
    filename: 'bots.png',
    analysisResult: '{"positions":[]}',
    confidence: 0.92,
  });
  // A module deployment as the deploy API stores one (its checks need a build host: tested in module-deployments).
  await models(server.deps.db).moduleDeployments.create({
    module: 'funds',
    version: '1.4.0',
    remoteEntryUrl: 'https://modules.example.com/funds/1.4.0/remoteEntry.js',
    integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
    manifest: { name: 'funds', contractVersion: 1, shared: [{ name: 'react', version: '19.3.1' }] },
    deployedBy: 'funds-ci',
    deployedAt: new Date('2026-11-26T10:00:00Z'),
    status: 'active',
    check: null,
    reason: null,
  });

  // A build uploaded with --dir: its file in the file storage (backed up with the uploads), its records.
  const entry = 'var funds = {};';
  const entrySha = createHash('sha256').update(entry).digest('hex');
  await storeBuildFile(server.deps, entrySha, new Blob([entry]).stream());
  await moduleFileModel(server.deps.db).create({ _id: 'f'.repeat(64), key: 'modules/manifest.bin', size: 2 });
  await createBuild(server.deps, 'funds', {
    files: [
      { path: 'remoteEntry.js', sha256: entrySha },
      { path: 'mf-manifest.json', sha256: 'f'.repeat(64) },
    ],
  });

  // Types the product's own fields do not use, kept under an internal field (the API never shows it).
  const db = server.deps.db.getClient().db(EMBEDDED_DB_NAME);
  await db.collection('stocks').updateOne(
    { symbol: 'NVDA' },
    {
      $set: {
        _types: {
          long: Long.fromString('9007199254740993'),
          decimal: Decimal128.fromString('12.3400'),
          binary: new Binary(Buffer.from([0, 1, 2, 255]), 0),
          int: new Int32(7),
          double: new Double(7),
          regex: /a.b/i,
          nested: [{ at: new Date(0) }],
        },
      },
    },
  );
  // Index options mongodump keeps: sparse, partial filter, TTL.
  await db
    .collection('unusual_flow')
    .createIndex({ ticker: 1 }, { name: 'ticker_partial', partialFilterExpression: { strike: { $gt: 100 } } });
  await db.collection('courses').createIndex({ title: 1 }, { name: 'title_sparse', sparse: true });
  await db
    .collection('bot_analysis')
    .createIndex({ processedAt: 1 }, { name: 'processed_ttl', expireAfterSeconds: 10 * 365 * 24 * 3600 });
}

/** What the app answers on its read routes (students' view). */
async function answers(server: RunningServer): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const courses = (await readJson(await fetch(`${server.url}/api/courses`))) as Array<{ id: string }>;
  for (const route of [
    '/api/stocks',
    '/api/stocks/NVDA/analysis-history',
    '/api/holdings',
    '/api/options',
    '/api/flow-holdings',
    '/api/unusual-flow',
    '/api/next-session-trades',
    '/api/daily-activity/Main%20Fund/06%2F02%2F2025',
    '/api/manual-pnl/fund/Growth%20Fund',
    '/api/courses',
    `/api/lessons?courseId=${courses[0]!.id}`,
    '/api/documentation',
  ]) {
    const res = await fetch(`${server.url}${route}`);
    out[route] = { status: res.status, body: await res.json() };
  }
  return out;
}

describe('backup and restore round trip', () => {
  test('every collection the product has is known to the backup (with a schema) or deliberately left out', async () => {
    const dataDir = await tempDir('tb-backup-models-');
    const server = await start(dataDir);
    const names = Object.values(models(server.deps.db)).map((model) => model.collection.collectionName);
    for (const name of names) expect(name in ENTITY_SCHEMAS || EXCLUDED_COLLECTIONS.has(name), name).toBe(true);
    expect(Object.keys(ENTITY_SCHEMAS).sort()).toEqual(names.filter((name) => !EXCLUDED_COLLECTIONS.has(name)).sort());
  });

  test('API data in every collection, with uploads -> backup -> restore into a fresh DATA_DIR: same bytes, indexes, files and answers', async () => {
    const sourceDir = await tempDir('tb-backup-source-');
    const source = await start(sourceDir);
    await seed(source);
    const client = source.deps.db.getClient();
    const documentsBefore = await rawDocuments(client, EMBEDDED_DB_NAME);
    for (const name of Object.keys(ENTITY_SCHEMAS))
      expect(Object.keys(documentsBefore[name] ?? {}).length, `${name} seeded`).toBeGreaterThan(0);
    const indexesBefore = await indexSpecs(client, EMBEDDED_DB_NAME);
    const filesBefore = await uploadDigests(uploadsDirectory(source.deps.config));
    // Four uploads (image, PDF, video, JPEG) and the build file stored under modules/.
    expect(Object.keys(filesBefore)).toHaveLength(5);
    const answersBefore = await answers(source);

    const archive = path.join(await tempDir('tb-backup-out-'), 'backup.tar.gz');
    const summary = await backupToFile(
      backupSource(client, EMBEDDED_DB_NAME, undefined),
      uploadsDirectory(source.deps.config),
      archive,
    );
    expect(summary.manifest.source).toMatchObject({
      kind: 'embedded',
      consistency: expect.stringMatching(/^point in time/),
    });
    expect(summary.manifest.collections.map((c) => c.name)).not.toContain('sessions');
    await source.stop();

    const targetDir = await tempDir('tb-backup-target-');
    const targetConfig = configFor(targetDir);
    const opened = await openConfiguredDatabase(targetConfig, 'restore');
    try {
      const restored = await restoreArchive(
        archive,
        { client: opened.client, database: opened.database, uploadsDir: uploadsDirectory(targetConfig) },
        { drop: false },
      );
      expect(restored.documents).toBe(
        Object.values(documentsBefore).reduce((sum, docs) => sum + Object.keys(docs).length, 0),
      );
      expect(restored.files).toBe(5);
    } finally {
      await opened.close();
    }

    const target = await start(targetDir);
    const targetClient = target.deps.db.getClient();
    expect(await rawDocuments(targetClient, EMBEDDED_DB_NAME)).toEqual(documentsBefore);
    expect(await indexSpecs(targetClient, EMBEDDED_DB_NAME)).toEqual(indexesBefore);
    expect(await uploadDigests(uploadsDirectory(target.deps.config))).toEqual(filesBefore);
    expect(await answers(target)).toEqual(answersBefore);
    // The restored admin signs in with the same password; the old session is not there.
    const login = await fetch(`${target.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: target.url },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
  });
});
