/**
 * One workload through the driver against the server in this process, for counting machine
 * instructions with callgrind (repeatable whatever else the machine does, unlike wall time):
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null node bench/instructions.js <workload> [--dist <dir>]
 *
 * Workloads: `setup` (start, connect, 1,000 documents, nothing else: subtract it from the others),
 * `insert`, `findOne`, `updateOne` (1,000 operations each, one at a time, as the API does).
 * `--dist` points at another build's dist/ to compare two versions with the same client.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const workload = positionals[0] ?? 'setup';
const dist = values.dist ?? fileURLToPath(new URL('../dist', import.meta.url));
const { startEmbeddedMongo } = await import(path.join(path.resolve(dist), 'index.js'));
const OPS = 1000;

const server = await startEmbeddedMongo({ port: 0 });
const client = await MongoClient.connect(`${server.uri}/instructions`);
const items = client.db().collection('items');
await items.createIndex({ sku: 1 }, { unique: true });
await items.insertMany(Array.from({ length: OPS }, (_, i) => ({ sku: `sku-${i}`, qty: i, group: i % 10 })));

if (workload === 'insert') for (let i = 0; i < OPS; i++) await items.insertOne({ sku: `new-${i}`, qty: i, group: 1 });
if (workload === 'findOne') for (let i = 0; i < OPS; i++) await items.findOne({ sku: `sku-${i}` });
if (workload === 'updateOne')
  for (let i = 0; i < OPS; i++) await items.updateOne({ sku: `sku-${i}` }, { $inc: { qty: 1 } });

await client.close();
await server.stop();
