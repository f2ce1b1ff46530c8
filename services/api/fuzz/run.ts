/**
 * `npm run fuzz -w @tradeboard/api` (not part of `npm test`): starts the API as its own process on
 * 127.0.0.1 (embedded database, temp DATA_DIR), seeds a record in every collection, then sends every
 * malformed request of fuzz/cases.ts as the signed-in admin and as an anonymous visitor, and prints:
 * requests sent, 5xx answers, unexpected 2xx answers, requests left without an answer, crashes
 * (the server not answering afterwards) and stored lists that changed. Exit code 1 unless all are 0.
 */
import { rm } from 'node:fs/promises';
import type { OpenApiDoc } from '../test/contract/schema-violations.js';
import { rawRequest, type RawAnswer } from '../test/raw-http.js';
import { buildCases, type FuzzCase } from './cases.js';
import { startTarget, storedLists, type Target } from './target.js';

const CONCURRENCY = 6;
const ANSWER_TIMEOUT_MS = 20_000;
const LIVENESS_EVERY = 500;

interface Outcome {
  status: number | null;
  /** The client hung up on purpose: no answer is expected. */
  aborted: boolean;
}

const withTimeout = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ANSWER_TIMEOUT_MS).unref())]);

/**
 * Every request goes on a connection of its own (Connection: close): a pooled keep-alive connection
 * that the server closes (its idle timeout, or after answering a large body early and draining it
 * for a moment) would fail whichever request the pool had just put on it, which says nothing
 * about the request.
 */
async function send(target: Target, fuzz: FuzzCase, identity: Record<string, string>): Promise<Outcome> {
  const headers = {
    ...(fuzz.ownOrigin ? { ...(identity.cookie ? { cookie: identity.cookie } : {}) } : identity),
    ...fuzz.headers,
  };
  let raw = fuzz.raw;
  if (!raw) {
    // A form is encoded the way fetch would (its boundary in the Content-Type).
    const encoded = fuzz.body instanceof FormData ? new Response(fuzz.body) : undefined;
    const body = encoded
      ? Buffer.from(await encoded.arrayBuffer())
      : Buffer.from((fuzz.body as string | Uint8Array | undefined) ?? '');
    const type = encoded?.headers.get('content-type');
    raw = { headers: type ? { 'content-type': type } : {}, body, framing: 'length' };
  }
  const answer = await withTimeout<RawAnswer | null | 'timeout'>(
    rawRequest(target.port, {
      ...raw,
      method: fuzz.method,
      path: fuzz.path,
      headers: { ...headers, ...raw.headers },
    }).catch(() => null),
    'timeout',
  );
  return { status: answer === 'timeout' || answer === null ? null : answer.status, aborted: raw.abort === true };
}

/** The server process is alive and answers GET /api/auth/status (three tries, a second apart). */
async function answers(target: Target): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (target.process.child.exitCode !== null || target.process.child.signalCode !== null) return false;
    const ok = await fetch(`${target.url}/api/auth/status`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

async function main(): Promise<void> {
  const started = Date.now();
  const target = await startTarget();
  const doc = (await (await fetch(`${target.url}/api/openapi.json`)).json()) as OpenApiDoc;
  // FUZZ_KINDS=oversized,tickers runs only those kinds (a quicker look at one finding).
  const only = process.env.FUZZ_KINDS?.split(',');
  const cases = buildCases(doc, target.ids, target.url).filter(
    (fuzz) => !only || only.some((kind) => fuzz.kind.startsWith(kind)),
  );
  const before = await storedLists(target);
  const identities = [
    { name: 'admin', headers: target.admin },
    { name: 'anonymous', headers: { origin: target.url } },
  ];
  const jobs = cases.flatMap((fuzz) => identities.map((identity) => ({ fuzz, identity })));

  const byKind = new Map<string, number>();
  const statuses = new Map<number, number>();
  const fiveHundreds: string[] = [];
  const unexpected2xx: string[] = [];
  const unanswered: string[] = [];
  /** Oversized bodies whose connection the server closed while they were still being sent (see README). */
  const cutOff: string[] = [];
  let crashes = 0;
  let sent = 0;
  let next = 0;
  const describe = (job: (typeof jobs)[number], status: number | null) =>
    `${job.identity.name} ${job.fuzz.kind} (${job.fuzz.raw ? `socket, ${job.fuzz.raw.framing}` : 'fetch'}): ${job.fuzz.method} ${job.fuzz.path.slice(0, 120)} -> ${status ?? 'no answer'}`;

  const worker = async () => {
    while (next < jobs.length && crashes === 0) {
      const job = jobs[next++]!;
      const { status, aborted } = await send(target, job.fuzz, job.identity.headers);
      sent++;
      byKind.set(job.fuzz.kind, (byKind.get(job.fuzz.kind) ?? 0) + 1);
      if (status !== null) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== null && status >= 500) fiveHundreds.push(describe(job, status));
      else if (status !== null && status >= 200 && status < 300) unexpected2xx.push(describe(job, status));
      else if (status === null && job.fuzz.kind === 'oversized') cutOff.push(describe(job, status));
      else if (status === null && !aborted) unanswered.push(describe(job, status));
      if (sent % LIVENESS_EVERY === 0 && !(await answers(target))) crashes++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (crashes === 0 && !(await answers(target))) crashes++;

  const after = crashes === 0 ? await storedLists(target) : {};
  const changed = Object.keys(before).filter((list) => before[list] !== after[list]);
  const serverErrors = target.process.lines.filter((line) => /"level":(50|60)/.test(line));

  const line = (label: string, value: string | number) => console.log(`${label.padEnd(52)} ${value}`);
  console.log('\nTradeboard API fuzz run');
  line('requests sent', sent);
  line('  of them as the admin / anonymous', `${Math.ceil(sent / 2)} / ${Math.floor(sent / 2)}`);
  for (const [kind, count] of [...byKind].sort()) line(`  ${kind}`, count);
  line(
    'answers by status',
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', '),
  );
  line('5xx answers', fiveHundreds.length);
  line('unexpected 2xx answers', unexpected2xx.length);
  line('no answer (clients that hung up on purpose aside)', unanswered.length);
  line('  oversized bodies cut off while still being sent', cutOff.length);
  line('crashes (server not answering afterwards)', crashes);
  line('stored lists changed', `${changed.length} of ${Object.keys(before).length}`);
  line('server error log lines', serverErrors.length);
  line('seconds', Math.round((Date.now() - started) / 100) / 10);
  for (const [title, list] of [
    ['5xx', fiveHundreds],
    ['2xx', unexpected2xx],
    ['no answer', unanswered],
    ['changed lists', changed],
    ['server errors', serverErrors],
  ] as const) {
    if (list.length) console.log(`\n${title} (first 20):\n  ${list.slice(0, 20).join('\n  ')}`);
  }

  target.process.child.kill('SIGTERM');
  await new Promise((resolve) => target.process.child.once('close', resolve));
  await rm(target.dataDir, { recursive: true, force: true });
  const clean =
    (only || sent >= 5000) &&
    fiveHundreds.length + unexpected2xx.length + unanswered.length + crashes + changed.length === 0;
  process.exit(clean ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
