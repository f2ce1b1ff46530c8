// Throughput of common mongoose operations against the embedded server, next to the driver's own
// `ping` round trip on the same connection. Run `npm run build` first (turbo's bench task does).
// Usage: node bench/mongoose-bench.js [--dbpath <dir>]   (default: in memory)
import mongoose from 'mongoose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from '../dist/index.js';

const { values } = parseArgs({ options: { dbpath: { type: 'string' }, durable: { type: 'boolean' } } });
const ownDir = values.durable && !values.dbpath ? mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-')) : undefined;
const dbPath = values.dbpath ?? ownDir;

const OPS = 2000;

async function rate(label, count, fn) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await fn(i);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = count / seconds;
  console.log(`${label.padEnd(44)} ${perSecond.toFixed(0).padStart(8)} ops/s   ${((seconds / count) * 1e6).toFixed(0).padStart(6)} µs/op`);
  return perSecond;
}

const server = await startEmbeddedMongo({ port: 0, dbPath });
const connection = await mongoose.createConnection(`${server.uri}/bench`, { maxPoolSize: 1 }).asPromise();
const Item = connection.model('Item', new mongoose.Schema({ sku: { type: String, index: { unique: true } }, qty: Number, group: Number }));
await Item.init();
const admin = connection.db.admin();

console.log(`embedded-mongo bench (${dbPath ? `durable, ${dbPath}` : 'in memory'}), node ${process.version}`);
for (const size of [1_000, 100_000]) {
  await Item.deleteMany({});
  console.log(`\n-- ${size.toLocaleString('en')} documents --`);
  await rate('insert (Model.create, one at a time)', Math.min(size, OPS), (i) => Item.create({ sku: `sku-${i}`, qty: i, group: i % 10 }));
  const remaining = size - Math.min(size, OPS);
  for (let start = 0; start < remaining; start += 5_000) {
    const batch = [];
    for (let i = start; i < Math.min(remaining, start + 5_000); i++) batch.push({ sku: `sku-${OPS + i}`, qty: i, group: i % 10 });
    await Item.insertMany(batch, { lean: true });
  }
  const pick = (i) => `sku-${(i * 7919) % size}`;
  await rate('driver ping round trip', OPS, () => admin.ping());
  await rate('indexed findOne (lean)', OPS, (i) => Item.findOne({ sku: pick(i) }).lean());
  await rate('indexed findOne (hydrated document)', OPS, (i) => Item.findOne({ sku: pick(i) }));
  await rate('updateOne by indexed field', OPS, (i) => Item.updateOne({ sku: pick(i) }, { $inc: { qty: 1 } }));
  await rate('countDocuments({}) ', 200, () => Item.countDocuments({}));
  await rate('countDocuments({ group: 3 }) (unindexed)', 20, () => Item.countDocuments({ group: 3 }));
  if (size === 100_000) {
    global.gc?.();
    console.log(`resident memory with ${size.toLocaleString('en')} documents: ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB (server and client in one process)`);
  }
}

await connection.close();
await server.stop();
if (ownDir) rmSync(ownDir, { recursive: true, force: true });
