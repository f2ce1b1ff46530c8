// CPU profile of a 500-document sorted find through mongoose `.lean()` (as the API does) or the bare
// driver, server in this process: prints where the time goes by package and the top functions by
// self time. Only the measured finds are profiled (not start-up or seeding). Needs the build.
//
//   node bench/profile-find.js [--client lean|driver] [--runs 300] [--top 25]
import mongoose from 'mongoose';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from '../dist/index.js';

const { values } = parseArgs({
  options: {
    client: { type: 'string', default: 'lean' },
    runs: { type: 'string', default: '300' },
    top: { type: 'string', default: '25' },
  },
});
const RUNS = Number(values.runs);
const DOCS = 500;
const SORT = { createdAt: -1, _id: -1 };

const server = await startEmbeddedMongo({ port: 0 });
const connection = await mongoose.createConnection(`${server.uri}/profile`, { maxPoolSize: 1 }).asPromise();
const Alert = connection.model(
  'Alert',
  new mongoose.Schema({ ticker: String, premium: Number, createdAt: Date }, { strict: false, collection: 'alerts' }),
);
const start = Date.now() - DOCS * 60_000;
await Alert.collection.insertMany(
  Array.from({ length: DOCS }, (_, i) => ({
    ticker: `T${i % 100}`,
    optionType: i % 2 === 0 ? 'CALL' : 'PUT',
    strike: 100 + (i % 50) * 2.5,
    expiry: '06/20/2025',
    flowDescription: `Sweep of ${1000 + i} contracts above the ask, opening position, unusual against open interest.`,
    premium: 250_000 + i * 1000,
    openInterest: i % 5 === 0 ? null : 200 + i,
    createdAt: new Date(start + i * 60_000),
  })),
);
const find =
  values.client === 'driver'
    ? () => Alert.collection.find({}, { sort: SORT, batchSize: 1000 }).toArray()
    : () => Alert.find().sort(SORT).lean();
for (let i = 0; i < 30; i++) await find();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 250 });
await session.post('Profiler.start');
const cpuBefore = process.cpuUsage();
for (let i = 0; i < RUNS; i++) if ((await find()).length !== DOCS) throw new Error('short result');
const cpu = process.cpuUsage(cpuBefore);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
await connection.close();
await server.stop();

/** Self time (µs) per profile node. */
const selfTime = new Map();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

function packageOf(url, functionName) {
  if (url.includes('/embedded-mongo/') || url.includes('bson.node.mjs') || url.includes('/mingo/'))
    return 'embedded server (and the bson/mingo it uses)';
  if (url.includes('bson.cjs') || url.includes('/node_modules/mongodb/')) return 'mongodb driver (and its bson)';
  if (url.includes('/mongoose/')) return 'mongoose';
  if (functionName === '(garbage collector)') return 'garbage collector';
  return 'node core, sockets, natives';
}

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  const { url, functionName, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || time === 0) continue;
  total += time;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*packages\//, '')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}
const perFind = (micros) => `${(micros / 1000 / RUNS).toFixed(3).padStart(7)} ms`;
const share = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)}%`;
console.log(
  `${RUNS} finds of ${DOCS} sorted documents via ${values.client === 'driver' ? 'the bare driver (batchSize 1000)' : 'mongoose find().sort().lean()'}: ` +
    `${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(2)} ms process CPU per find; profiled self time per find:`,
);
for (const [pkg, time] of [...byPackage].sort((a, b) => b[1] - a[1]))
  console.log(`  ${perFind(time)} ${share(time)}  ${pkg}`);
console.log('top functions by self time:');
for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`  ${perFind(time)} ${share(time)}  ${name}`);
