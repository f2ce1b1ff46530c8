// Cost of returning many documents: a find of 500 "unusual flow alert" documents sorted by
// createdAt desc (the API's GET /api/unusual-flow), measured
//   - server side: the find command handler plus encoding the OP_MSG reply, called directly
//     (no socket, no client), once the documents' BSON is cached and on freshly written documents;
//   - end to end, server in this process: the bare driver (batchSize 1000, one round trip) and
//     mongoose `.lean()` with the driver's default batches (101 documents, then one getMore).
// Needs the build (`npm run build`).
//
//   node bench/find-bench.js [--dist <other build's dist/>]   (compare against another build)
import mongoose from 'mongoose';
import { Long, ObjectId, serialize } from 'bson';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const dist = values.dist ? pathToFileURL(path.resolve(values.dist)).href : new URL('../dist', import.meta.url).href;
const load = (file) => import(`${dist}/${file}`);
const { startEmbeddedMongo } = await load('index.js');
const { Engine } = await load('storage/engine.js');
const { CursorManager } = await load('cursors.js');
const { dispatchCommand } = await load('commands/dispatch.js');
const { encodeOpMsgReply } = await load('wire/opMsg.js');
const { decodeDocument } = await load('wire/bsonCodec.js');

const DOCS = 500;
const RUNS = 400;
const SORT = { createdAt: -1, _id: -1 };

function alerts() {
  const start = Date.now() - DOCS * 60_000;
  return Array.from({ length: DOCS }, (_, i) => ({
    _id: new ObjectId(),
    ticker: `T${i % 100}`,
    optionType: i % 2 === 0 ? 'CALL' : 'PUT',
    strike: 100 + (i % 50) * 2.5,
    expiry: '06/20/2025',
    spot: 101.25 + (i % 40),
    flowDescription: `Sweep of ${1000 + i} contracts above the ask, opening position, unusual against open interest.`,
    flowImage: i % 3 === 0 ? `/uploads/images/${'b'.repeat(32)}.png` : null,
    premium: 250_000 + i * 1000,
    volume: 1000 + i,
    openInterest: i % 5 === 0 ? null : 200 + i,
    createdAt: new Date(start + i * 60_000),
    updatedAt: new Date(start + i * 60_000),
    __v: 0,
  }));
}

/**
 * Mean milliseconds per call after a warm-up: wall clock, and CPU time of this process (less
 * sensitive to other work on a shared machine; includes the garbage collector's threads).
 */
async function meanMs(runs, fn) {
  for (let i = 0; i < 20; i++) await fn();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: (performance.now() - started) / runs, cpu: (cpu.user + cpu.system) / 1000 / runs };
}

const ms = ({ wall, cpu }) => `${wall.toFixed(3).padStart(7)} ms wall, ${cpu.toFixed(3).padStart(7)} ms CPU`;

async function serverSide() {
  const engine = new Engine();
  const cursors = new CursorManager(60_000);
  const context = {
    engine,
    cursors,
    connectionId: 1,
    server: { startedAt: Date.now(), host: '127.0.0.1', port: () => 0, dbPath: undefined },
  };
  const run = async (command) =>
    encodeOpMsgReply(await dispatchCommand({ ...command, $db: 'bench' }, context, 'bench', async () => {}), 1);
  // Documents as the server receives them: BSON from the wire, decoded.
  const insertAll = () =>
    run({ insert: 'alerts', documents: alerts().map((doc) => decodeDocument(Buffer.from(serialize(doc)))) });
  await insertAll();
  const find = { find: 'alerts', filter: {}, sort: SORT, batchSize: 1000 };
  const reply = await run(find);
  const warm = await meanMs(RUNS, () => run(find));
  const defaultBatches = await meanMs(RUNS, async () => {
    await run({ find: 'alerts', filter: {}, sort: SORT });
    const id = engineCursorId(cursors);
    await run({ getMore: id, collection: 'alerts' });
  });
  const cold = { wall: 0, cpu: 0 };
  const coldRounds = 30;
  for (let i = 0; i < coldRounds; i++) {
    await run({ delete: 'alerts', deletes: [{ q: {}, limit: 0 }] });
    await insertAll();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await run(find);
    const cpu = process.cpuUsage(cpuBefore);
    cold.wall += (performance.now() - started) / coldRounds;
    cold.cpu += (cpu.user + cpu.system) / 1000 / coldRounds;
  }
  cursors.close();
  return { warm, cold, defaultBatches, replyBytes: reply.length };
}

/** The id of the one open cursor (the find above left it open for its getMore); reads a private field. */
function engineCursorId(cursors) {
  const [key] = cursors.cursors.keys();
  return Long.fromString(key);
}

async function endToEnd() {
  const server = await startEmbeddedMongo({ port: 0 });
  const connection = await mongoose.createConnection(`${server.uri}/bench`, { maxPoolSize: 1 }).asPromise();
  const Alert = connection.model('Alert', new mongoose.Schema({}, { strict: false, collection: 'alerts' }));
  await connection.db.collection('alerts').insertMany(alerts());
  const driver = await meanMs(RUNS / 2, async () => {
    if ((await Alert.collection.find({}, { sort: SORT, batchSize: 1000 }).toArray()).length !== DOCS)
      throw new Error('short result');
  });
  const lean = await meanMs(RUNS / 2, async () => {
    if ((await Alert.find().sort(SORT).lean()).length !== DOCS) throw new Error('short result');
  });
  await connection.close();
  await server.stop();
  return { driver, lean };
}

console.log(
  `find bench: ${DOCS} documents sorted by createdAt desc, node ${process.version}, build ${values.dist ?? 'dist/'}`,
);
const server = await serverSide();
console.log(
  `  server side, find + reply encoding, batchSize 1000   ${ms(server.warm)}  (${((server.warm.cpu * 1000) / DOCS).toFixed(2)} µs CPU/doc, reply ${server.replyBytes} bytes)`,
);
console.log(`  same, first find after the documents were written    ${ms(server.cold)}`);
console.log(`  server side, default batches (101 + getMore)         ${ms(server.defaultBatches)}`);
const client = await endToEnd();
console.log(`  end to end, bare driver toArray (batchSize 1000)     ${ms(client.driver)}`);
console.log(`  end to end, mongoose find().sort().lean()            ${ms(client.lean)}`);
