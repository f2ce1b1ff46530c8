// Throughput of common mongoose operations against embedded-mongo, next to the driver's own `ping`
// round trip on the same connection. Needs the build (`npm run build`; turbo's bench task does it).
//
//   node bench/mongoose-bench.js              all three setups below
//   node bench/mongoose-bench.js --setup in-process|separate-process|durable
//
// in-process:        server in this process, in memory (how the API and its tests use it)
// separate-process:  server in a child process, in memory (client and server do not share a CPU)
// durable:           server in this process with a data directory (journal + fsync per write)
import mongoose from 'mongoose';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from '../dist/index.js';

const { values } = parseArgs({ options: { setup: { type: 'string' } } });
const setups = values.setup ? [values.setup] : ['in-process', 'separate-process', 'durable'];
const SIZES = [1_000, 100_000];
const OPS = 1_000;
const ROUNDS = 5;

/** Runs `fn` `count` times per round over several interleaved rounds; returns median µs/op. */
async function measure(operations, count) {
  const samples = new Map(operations.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, fn] of operations) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < count; i++) await fn(round * count + i);
      samples.get(label).push(Number(process.hrtime.bigint() - started) / 1e3 / count);
    }
  }
  return new Map([...samples].map(([label, list]) => [label, list.sort((a, b) => a - b)[Math.floor(list.length / 2)]]));
}

function print(label, microseconds) {
  console.log(
    `  ${label.padEnd(42)} ${(1e6 / microseconds).toFixed(0).padStart(7)} ops/s  ${microseconds.toFixed(0).padStart(6)} µs/op`,
  );
}

async function startSeparateProcess() {
  const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
  const script = `const { startEmbeddedMongo } = await import(${JSON.stringify(entry)}); const s = await startEmbeddedMongo({ port: 0 }); console.log(s.uri);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  return { uri, stop: async () => void child.kill('SIGTERM'), rssOf: () => readRss(child.pid) };
}

async function readRss(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function runSetup(setup) {
  const dbPath = setup === 'durable' ? mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-')) : undefined;
  const server =
    setup === 'separate-process' ? await startSeparateProcess() : await startEmbeddedMongo({ port: 0, dbPath });
  const connection = await mongoose.createConnection(`${server.uri}/bench`, { maxPoolSize: 1 }).asPromise();
  const Item = connection.model(
    'Item',
    new mongoose.Schema({ sku: { type: String, index: { unique: true } }, qty: Number, group: Number }),
  );
  await Item.init();
  const admin = connection.db.admin();
  console.log(`\n${setup}${dbPath ? ` (${dbPath})` : ''}`);

  for (const size of SIZES) {
    await Item.deleteMany({});
    const created = Math.min(size, OPS);
    const started = process.hrtime.bigint();
    for (let i = 0; i < created; i++) await Item.create({ sku: `sku-${i}`, qty: i, group: i % 10 });
    const insertMicros = Number(process.hrtime.bigint() - started) / 1e3 / created;
    for (let start = created; start < size; start += 5_000) {
      const batch = [];
      for (let i = start; i < Math.min(size, start + 5_000); i++)
        batch.push({ sku: `sku-${i}`, qty: i, group: i % 10 });
      await Item.insertMany(batch, { lean: true });
    }
    console.log(` ${size.toLocaleString('en')} documents`);
    print('insert (Model.create, one at a time)', insertMicros);
    const pick = (i) => `sku-${(i * 7919) % size}`;
    const results = await measure(
      [
        ['driver ping round trip', () => admin.ping()],
        ['indexed findOne (lean)', (i) => Item.findOne({ sku: pick(i) }).lean()],
        ['indexed findOne (hydrated document)', (i) => Item.findOne({ sku: pick(i) })],
        ['updateOne by indexed field ($inc)', (i) => Item.updateOne({ sku: pick(i) }, { $inc: { qty: 1 } })],
        ['  same findOne through the bare driver', (i) => Item.collection.findOne({ sku: pick(i) })],
        [
          '  same updateOne through the bare driver',
          (i) => Item.collection.updateOne({ sku: pick(i) }, { $inc: { qty: 1 } }),
        ],
        ['countDocuments({})', () => Item.countDocuments({})],
      ],
      OPS / ROUNDS,
    );
    for (const [label, micros] of results) print(label, micros);
    const unindexed = await measure(
      [['countDocuments({ group: 3 }) (no index)', () => Item.countDocuments({ group: 3 })]],
      size > 10_000 ? 4 : 40,
    );
    for (const [label, micros] of unindexed) print(label, micros);
    const ping = results.get('driver ping round trip');
    const ratio = (label) => `${(results.get(label) / ping).toFixed(2)}x`;
    console.log(
      `  ratio to ping: mongoose findOne lean ${ratio('indexed findOne (lean)')}, mongoose updateOne ${ratio('updateOne by indexed field ($inc)')}; bare driver findOne ${ratio('  same findOne through the bare driver')}, updateOne ${ratio('  same updateOne through the bare driver')}`,
    );
    if (size === 100_000) {
      if (setup === 'separate-process')
        console.log(`  resident memory of the server process: ${(await server.rssOf()).toFixed(0)} MiB`);
      else
        console.log(
          `  resident memory (server and mongoose client in one process): ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`,
        );
    }
  }
  await connection.close();
  await server.stop();
  if (dbPath) rmSync(dbPath, { recursive: true, force: true });
}

console.log(`embedded-mongo bench, node ${process.version}, ${ROUNDS} interleaved rounds, medians`);
for (const setup of setups) await runSetup(setup);
