/**
 * The archive is what MongoDB's tools expect after unpacking: dump/<db>/<collection>.bson holds the
 * documents as concatenated BSON that the bson package reads back one by one, and
 * <collection>.metadata.json is mongodump's canonical Extended JSON with options and indexes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BSON, EJSON } from 'bson';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backupToFile } from '../../src/backup/backup-to-file.js';
import { ManifestSchema } from '../../src/backup/manifest.js';
import { backupSource } from '../../src/backup/sources.js';
import { uploadsDirectory } from '../../src/storage/index.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { readEntries, sha256, type Entries } from './archive-tools.js';

let ctx: TestContext;
let work: string;
let entries: Entries;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const symbol of ['NVDA', 'AAPL', 'MSFT'])
    await ctx.send('POST', '/api/stocks', { symbol, hybridBotPosition: symbol === 'AAPL' });
  await ctx.send('POST', '/api/holdings', { fund: 'Main Fund', ticker: 'MSFT', quantity: 10, tradePrice: 400.5 });
  work = await mkdtemp(path.join(tmpdir(), 'tb-layout-'));
  const archive = path.join(work, 'backup.tar.gz');
  await backupToFile(
    backupSource(ctx.deps.db.getClient(), ctx.deps.db.name, undefined),
    uploadsDirectory(ctx.config),
    archive,
  );
  entries = await readEntries(archive);
});

afterAll(async () => {
  await ctx.stop();
  await rm(work, { recursive: true, force: true });
});

describe('archive layout', () => {
  test('entries: mongodump files per collection, then the manifest last; sessions left out', () => {
    const names = [...entries.keys()];
    expect(names.at(-1)).toBe('manifest.json');
    expect(names).toContain('dump/tradeboard_test/stocks.bson');
    expect(names).toContain('dump/tradeboard_test/stocks.metadata.json');
    expect(names.some((name) => name.includes('sessions'))).toBe(false);
    for (const name of names.slice(0, -1))
      expect(name).toMatch(/^dump\/tradeboard_test\/[a-z_]+\.(bson|metadata\.json)$/);
  });

  test('each .bson reads back with the bson deserializer, document by document, equal to the database', async () => {
    const bytes = entries.get('dump/tradeboard_test/stocks.bson')!;
    const documents: BSON.Document[] = [];
    let index = 0;
    while (index < bytes.length) index = BSON.deserializeStream(bytes, index, 1, documents, documents.length, {});
    expect(documents.map((doc) => doc.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
    const stored = await ctx.deps.db.getClient().db(ctx.deps.db.name).collection('stocks').find().toArray();
    expect(documents).toEqual(stored);
    const holding = BSON.deserialize(entries.get('dump/tradeboard_test/holdings.bson')!, { promoteValues: false });
    expect(holding.quantity).toBeInstanceOf(BSON.Int32);
    expect(holding.tradePrice).toBeInstanceOf(BSON.Double);
    expect(holding._id).toBeInstanceOf(BSON.ObjectId);
    expect(holding.createdAt).toBeInstanceOf(Date);
  });

  test("metadata files are mongodump's: options, indexes with key/name/unique, collectionName, type", () => {
    const text = entries.get('dump/tradeboard_test/stocks.metadata.json')!.toString('utf8');
    expect(text).toContain('"$numberInt"');
    const metadata = EJSON.parse(text);
    expect(metadata).toMatchObject({ options: {}, collectionName: 'stocks', type: 'collection' });
    expect(metadata.indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ v: 2, key: { _id: 1 }, name: '_id_' }),
        expect.objectContaining({ key: { symbol: 1 }, name: 'symbol_1', unique: true }),
      ]),
    );
  });

  test('the manifest: version, time, source, per collection the count, per entry the size and SHA-256', () => {
    const manifest = ManifestSchema.parse(JSON.parse(entries.get('manifest.json')!.toString('utf8')));
    expect(manifest).toMatchObject({
      format: 'tradeboard-backup',
      productVersion: expect.any(String),
      database: 'tradeboard_test',
      source: { kind: 'embedded' },
    });
    const stocks = manifest.collections.find((collection) => collection.name === 'stocks')!;
    expect(stocks.documents).toBe(3);
    for (const part of [stocks.bson, stocks.metadata]) {
      expect(part.size).toBe(entries.get(part.path)!.length);
      expect(part.sha256).toBe(sha256(entries.get(part.path)!));
    }
  });
});
