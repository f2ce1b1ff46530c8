/**
 * Issue 18 section 4: walks /api/openapi.json operation by operation. For each, a request built from
 * the document (its examples and schemas; valid by the document, checked with ajv) is accepted
 * with 2xx; then every request that breaks ONE constraint the document states (and that the
 * document itself calls invalid) is refused with 400 and the error shape, and nothing is written:
 * no collection and no uploaded file changes. Last, requests the document calls valid at the edges
 * of its rules (exactly maxLength, the minimum and maximum, every enum value, null, spaces around a
 * patterned text, optional fields left out) are accepted: the server is not stricter than its document.
 *
 * What the document cannot know is filled in, and only that: the admin's password, the ids of
 * records created by the walk's own earlier requests, a fresh signed upload URL, a lesson's course.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ErrorBodySchema, STALE_WRITE_MESSAGE } from '@tradeboard/types';
import { afterAll, describe, expect, test } from 'vitest';
import { documentValidator } from './contract/document-validator.js';
import {
  OMIT,
  edgesOf,
  exampleOf,
  resolve,
  violationsOf,
  withViolation,
  type JsonSchema,
  type OpenApiDoc,
  type Violation,
} from './contract/schema-violations.js';
import { TEST_ADMIN, createTestContext, readJson, type Json } from './helpers.js';
import { createDeployToken } from '../src/modules/tokens.js';
import { buildFiles, startModuleHost, writeShellManifest } from './module-fixtures.js';
import { mp4, pdf, png } from './upload-fixtures.js';

// The walk needs the document to name its tests, so the context starts at collection time.
// The deploy API checks real builds: a host of module builds, and the shell's manifest to compare with.
const moduleHost = await startModuleHost();
const ctx = await createTestContext({
  ocr: { read: async () => [], close: async () => {} },
  env: { MODULE_HOSTS: moduleHost.origin },
});
afterAll(async () => {
  await ctx.stop();
  await moduleHost.close();
});
await writeShellManifest(ctx.config.webRoot);
const deployToken = (await createDeployToken(ctx.deps.db, { module: 'all', name: 'walk-ci' })).token;
const doc = (await readJson(await ctx.request('/api/openapi.json'))) as OpenApiDoc;
const admin = (await ctx.login()).headers;
const adminPasswordHash = (await ctx.models.users.findOne({ username: TEST_ADMIN.username }).lean())!.passwordHash;
const isValid = documentValidator(doc);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  key: string;
  method: string;
  template: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: JsonSchema };
  /** The 412 answer's schema of a conditional edit (one that takes If-Match). */
  stale?: JsonSchema;
}

const operations: Operation[] = Object.entries(doc.paths)
  .flatMap(([template, item]) =>
    Object.entries(item)
      // An event stream never ends, so it cannot be read as an answer: GET /api/events has its own tests (live-updates).
      .filter(([, op]) => !('text/event-stream' in ((op.responses?.['200'] as { content?: object })?.content ?? {})))
      .map(([method, op]): Operation => {
        const content = (op.requestBody?.content ?? {}) as Record<string, { schema: JsonSchema }>;
        const [mediaType, media] = Object.entries(content)[0] ?? [];
        return {
          key: `${method.toUpperCase()} ${template}`,
          method: method.toUpperCase(),
          template,
          parameters: (op.parameters ?? []) as Parameter[],
          ...(mediaType ? { body: { mediaType, schema: media!.schema } } : {}),
          ...(op.responses?.['412'] ? { stale: op.responses['412'].content['application/json'].schema } : {}),
        };
      }),
  )
  // Deletes last, so every other operation finds the records it names, in reverse document order
  // (a course's lessons before the course, whose delete takes its lessons along).
  .map((op, index) => ({ op, rank: op.method === 'DELETE' ? 1e6 - index : index }))
  .sort((a, b) => a.rank - b.rank)
  .map(({ op }) => op);

/** Edge requests (valid by the document) sent over the whole walk. */
let edgesSent = 0;
/** Refused requests sent over the whole walk, by constraint kind. */
const refusedSent = new Map<string, number>();

/** ids answered by the walk's creates, by collection path ('/api/holdings' -> id). */
const created = new Map<string, string>();

interface Request {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

const FILES: Record<string, () => Buffer> = { image: png, screenshots: png, pdf, video: mp4 };

/** The valid request of an operation: examples from the document, plus what only the walk knows. */
async function validRequest(op: Operation): Promise<Request> {
  const params: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  // Headers (If-Match) are left out: the example edit is unconditional; the walk checks If-Match on its own below.
  for (const parameter of op.parameters.filter((p) => p.in !== 'header')) {
    const value = parameter.schema.example ?? exampleOf(doc, parameter.schema);
    if (parameter.in === 'path') params[parameter.name] = String(value);
    else query[parameter.name] = value;
  }
  const request: Request = {
    params,
    query,
    ...(op.body && op.body.mediaType !== 'application/octet-stream' ? { body: exampleOf(doc, op.body.schema) } : {}),
  };
  if ('id' in params) params.id = created.get(op.template.replace('/{id}', '')) ?? 'no-record-created';
  // The import's edge requests may replace a fund's holdings (a file of options only empties them,
  // issue 27): the delete names a holding that exists, another one, or one created again from the example.
  if (op.key === 'DELETE /api/holdings/{id}') {
    const listed = (await readJson(await ctx.request('/api/holdings'))) as Array<{ id: string }>;
    if (!listed.some((holding) => holding.id === params.id)) params.id = listed[0]?.id ?? params.id!;
    if (listed.length === 0) {
      const create = operations.find((candidate) => candidate.key === 'POST /api/holdings')!;
      params.id = (await readJson(await ctx.send('POST', '/api/holdings', exampleOf(doc, create.body!.schema)))).id;
    }
  }
  const body = request.body as Record<string, unknown> | undefined;
  if (body && 'courseId' in body) body.courseId = created.get('/api/courses');
  // Signing in ends the session of the cookie it is sent with: sign in without the walk's cookie.
  if (op.key === 'POST /api/auth/login') Object.assign(request, { body: { ...TEST_ADMIN }, headers: { cookie: '' } });
  if (op.key === 'POST /api/auth/logout') request.headers = (await ctx.login()).headers;
  // Deploys take a deploy token, not the session, and a build that passes the checks.
  if (op.key === 'POST /api/modules/{name}/deployments') {
    request.headers = { authorization: `Bearer ${deployToken}` };
    body!.remoteEntryUrl = moduleHost.publish(`walk-${params.name}`, { module: params.name as 'funds' });
  }
  // A build folder's files are stored first (deploy token), then listed by the build.
  if (op.key === 'PUT /api/modules/{name}/files/{sha256}' || op.key === 'GET /api/modules/{name}/files/{sha256}') {
    request.headers = { authorization: `Bearer ${deployToken}` };
    params.sha256 = createHash('sha256').update(png()).digest('hex');
    if (op.method === 'GET') await storedBuildFiles('funds');
  }
  if (op.key === 'POST /api/modules/{name}/builds') {
    request.headers = { authorization: `Bearer ${deployToken}` };
    body!.files = await storedBuildFiles(params.name as 'funds');
  }
  // The current password is the admin's (send() puts it back after each change).
  if (op.key === 'POST /api/auth/password') body!.currentPassword = TEST_ADMIN.password;
  // An undo puts back a deleted holding: the example's ticker is still held (one per fund), so another one.
  if (op.key === 'POST /api/holdings/restore') body!.ticker = 'UNDO';
  // Two lists that may not share a ticker: the example ticker goes in the first.
  if (op.key === 'POST /api/daily-activity') body!.removedPositions = ['MSFT'];
  if (op.key === 'PUT /api/objects/upload/{token}') {
    const signed = new URL(
      (await readJson(await ctx.send('POST', '/api/objects/upload'))).uploadURL,
      'http://localhost',
    );
    params.token = signed.pathname.split('/').pop()!;
    Object.assign(query, Object.fromEntries(signed.searchParams));
  }
  return request;
}

/** Stores the files of a build of `module` and a PNG (deploy token); answers the build's list. */
async function storedBuildFiles(module: 'funds') {
  const listed = [];
  await ctx.request(`/api/modules/${module}/files/${createHash('sha256').update(png()).digest('hex')}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${deployToken}` },
    body: new Uint8Array(png()),
  });
  for (const [filePath, { body }] of Object.entries(buildFiles({ module }))) {
    const sha256 = createHash('sha256').update(body).digest('hex');
    await ctx.request(`/api/modules/${module}/files/${sha256}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${deployToken}` },
      body,
    });
    listed.push({ path: filePath, sha256 });
  }
  return listed;
}

function urlOf(op: Operation, request: Request): string {
  const pathPart = op.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params[name]!));
  const search = new URLSearchParams(
    Object.entries(request.query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return search.size ? `${pathPart}?${search}` : pathPart;
}

function bodyOf(
  op: Operation,
  value: unknown,
): { body?: string | Uint8Array | FormData; headers: Record<string, string> } {
  if (!op.body) return { headers: {} };
  if (op.body.mediaType === 'application/octet-stream')
    return { body: new Uint8Array(png()), headers: { 'content-type': 'application/octet-stream' } };
  if (op.body.mediaType === 'application/json')
    return { body: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
  const form = new FormData();
  for (const [field, fieldValue] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const file = FILES[field];
    const values = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
    for (const [index, item] of values.entries()) {
      if (file) form.append(field, new Blob([new Uint8Array(file())]), `${field}-${index}.bin`);
      else form.append(field, String(item));
    }
  }
  return { body: form, headers: {} };
}

async function send(op: Operation, request: Request): Promise<Response> {
  const { body, headers } = bodyOf(op, request.body);
  const res = await ctx.request(urlOf(op, request), {
    method: op.method,
    headers: { ...admin, ...request.headers, ...headers },
    body,
  });
  // Two operations change the admin's own access: undo what they did, so the walk goes on signed in.
  if (res.ok && op.key === 'POST /api/auth/password') {
    await ctx.models.users.updateOne({ username: TEST_ADMIN.username }, { $set: { passwordHash: adminPasswordHash } });
  }
  if (res.ok && op.key === 'POST /api/auth/logout-all') Object.assign(admin, (await ctx.login()).headers);
  return res;
}

/** Every collection (sessions aside: signing in writes them) and every uploaded file. */
async function storedState(): Promise<string> {
  const db = ctx.deps.db.db!;
  const names = (await db.listCollections().toArray())
    .map((collection) => collection.name)
    .filter((name) => name !== 'sessions')
    .sort();
  const parts = await Promise.all(
    names.map(
      async (name) => `${name}: ${JSON.stringify(await db.collection(name).find().sort({ _id: 1 }).toArray())}`,
    ),
  );
  const entries = await readdir(path.join(ctx.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return [...parts, `files: ${files.sort().join(',')}`].join('\n');
}

interface Broken {
  label: string;
  request: Request;
  /** Whether the document itself calls the request invalid (checked where a schema can say). */
  documentSaysInvalid: boolean;
}

/** One request per stated constraint, each breaking only that one. */
function brokenRequests(op: Operation, valid: Request): Broken[] {
  const out: Broken[] = [];
  for (const parameter of op.parameters) {
    const current = parameter.in === 'path' ? valid.params[parameter.name] : valid.query[parameter.name];
    if (current === undefined) continue;
    for (const violation of violationsOf(doc, parameter.schema, current, { textOnly: true })) {
      // An empty path segment is another URL (another route), not this parameter left empty.
      if (parameter.in === 'path' && (violation.value === '' || violation.value === OMIT)) continue;
      const request = structuredClone(valid);
      const target = parameter.in === 'path' ? request.params : request.query;
      if (violation.value === OMIT) delete target[parameter.name];
      else target[parameter.name] = violation.value as string;
      out.push({
        label: `${parameter.in} ${parameter.name}: ${violation.constraint}`,
        request,
        documentSaysInvalid: violation.value === undefined ? false : !isValid(parameter.schema, violation.value),
      });
    }
  }
  if (op.body && valid.body !== undefined) {
    const textOnly = op.body.mediaType !== 'application/json';
    const schema = resolve(doc, op.body.schema);
    for (const violation of violationsOf(doc, op.body.schema, valid.body, { textOnly })) {
      if (textOnly && isFileViolation(schema, violation)) continue;
      const body = withViolation(valid.body, violation);
      out.push({
        label: `body ${violation.path.join('.') || '(whole)'}: ${violation.constraint}${violation.inUnion ? ' (in anyOf)' : ''}`,
        request: { ...structuredClone(valid), body },
        documentSaysInvalid: violation.value === undefined ? false : !isValid(op.body.schema, body),
      });
    }
  }
  return out;
}

/** A file field of a form can be left out or sent too often, but its bytes have no JSON type. */
function isFileViolation(schema: JsonSchema, violation: Violation): boolean {
  const field = String(violation.path[0] ?? '');
  const property = resolve(doc, schema.properties?.[field]);
  const isFile = property.format === 'binary' || resolve(doc, property.items).format === 'binary';
  return isFile && !['required', 'minItems', 'maxItems'].includes(violation.constraint);
}

/** Requests the document calls valid at the edges of its rules (deletes, sign-in and single-use URLs aside: they cannot repeat). */
function edgeRequests(op: Operation, valid: Request): Array<{ label: string; request: Request }> {
  if (
    op.method === 'DELETE' ||
    op.key.startsWith('POST /api/auth/') ||
    op.key.startsWith('PUT /api/objects/') ||
    (op.body && op.body.mediaType !== 'application/json')
  )
    return [];
  const out: Array<{ label: string; request: Request }> = [];
  for (const parameter of op.parameters) {
    const current = parameter.in === 'path' ? valid.params[parameter.name] : valid.query[parameter.name];
    if (current === undefined || parameter.name === 'id') continue;
    for (const edge of edgesOf(doc, parameter.schema, current, { textOnly: true })) {
      if (
        edge.value === OMIT ||
        (edge.value === '' && parameter.in === 'path') ||
        !isValid(parameter.schema, edge.value)
      )
        continue;
      const request = structuredClone(valid);
      (parameter.in === 'path' ? request.params : request.query)[parameter.name] = edge.value as string;
      out.push({
        label: `${parameter.in} ${parameter.name}: ${edge.edge} ${JSON.stringify(edge.value).slice(0, 40)}`,
        request,
      });
    }
  }
  if (op.body && valid.body !== undefined) {
    for (const edge of edgesOf(doc, op.body.schema, valid.body)) {
      const body = withViolation(valid.body, edge);
      if (!isValid(op.body.schema, body)) continue;
      out.push({
        label: `body ${edge.path.join('.')}: ${edge.edge} ${JSON.stringify(edge.value === OMIT ? 'left out' : edge.value).slice(0, 40)}`,
        request: { ...structuredClone(valid), body },
      });
    }
  }
  return out;
}

/** Refusals of valid input that the document states in words: rules about stored data, not about the input's form. */
const STORED_DATA_RULES: Record<string, RegExp> = {
  'PATCH /api/manual-pnl/{id}': /its fund cannot change/,
};

/**
 * Refusals of valid input about what it names rather than its form: a deploy whose build (at the
 * example URL, for another module) fails a check (422), a rollback to a version never deployed (404),
 * a build listing files that were not sent (400).
 */
const NAMED_THING_RULES: Record<string, { status: number; text: RegExp }> = {
  'POST /api/modules/{name}/deployments': { status: 422, text: /"check":"/ },
  'POST /api/modules/{name}/rollback': { status: 404, text: /has no (good|active) deployment/ },
  // A build whose list no longer names its entry, or names a file never sent.
  'POST /api/modules/{name}/builds': { status: 400, text: /A build needs|were not sent first/ },
};

/**
 * An edit that documents If-Match (issue 23): a malformed header is a 400, a version the record does
 * not have is a 412 whose body is the documented one (message and current record), and neither
 * writes anything; the ETag the edit answered makes the same edit apply (2xx).
 */
async function checkConditionalEdit(op: Operation, valid: Request, etag: string | null): Promise<void> {
  const before = await storedState();
  const malformed = await send(op, { ...valid, headers: { 'if-match': '3' } });
  expect(malformed.status, `${op.key} with If-Match: 3 (no quotes)`).toBe(400);
  const stale = await send(op, { ...valid, headers: { 'if-match': '"999999"' } });
  const body: Json = await stale.json();
  expect(stale.status, `${op.key} with a version the record does not have`).toBe(412);
  expect(isValid(op.stale!, body), `${op.key} 412 body as documented: ${JSON.stringify(body).slice(0, 200)}`).toBe(
    true,
  );
  expect(body.message).toBe(STALE_WRITE_MESSAGE);
  expect(await storedState(), 'nothing written by a refused conditional edit').toBe(before);
  conditionalChecked.push(op.key);
  expect(etag, `${op.key} answers its ETag`).toMatch(/^"\d+"$/);
  const fresh = await send(op, { ...valid, headers: { 'if-match': etag! } });
  expect(fresh.status, `${op.key} with its current ETag -> ${await fresh.text()}`).toBeLessThan(300);
}

/** Operations whose If-Match the walk checked. */
const conditionalChecked: string[] = [];

describe.each(operations.map((op) => [op.key, op] as const))('%s', (_key, op) => {
  test(
    'the example from the document is accepted, each broken constraint is a 400 that writes nothing, values at the edges of the rules are accepted',
    { timeout: 120_000 },
    async () => {
      const valid = await validRequest(op);
      for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
        expect(
          isValid(parameter.schema, valid.params[parameter.name]),
          `path ${parameter.name} valid by the document`,
        ).toBe(true);
      }
      if (op.body?.mediaType === 'application/json')
        expect(isValid(op.body.schema, valid.body), 'the example body is valid by the document').toBe(true);

      const broken = brokenRequests(op, valid);
      const unbuilt = broken.filter((b) => !b.documentSaysInvalid && !b.label.endsWith('(in anyOf)'));
      expect(
        unbuilt.map((b) => b.label),
        'every generated violation breaks the document',
      ).toEqual([]);

      const before = await storedState();
      const answers: string[] = [];
      for (const { label, request } of broken.filter((b) => b.documentSaysInvalid)) {
        const res = await send(op, request);
        const kind = label.split(': ')[1]!.split(' ')[0]!;
        refusedSent.set(kind, (refusedSent.get(kind) ?? 0) + 1);
        const body: Json = await res.json().catch(() => null);
        const shaped =
          ErrorBodySchema.safeParse(body).success && typeof body?.message === 'string' && body.message.length > 0;
        if (res.status !== 400 || !shaped)
          answers.push(`${label} -> ${res.status} ${JSON.stringify(body)?.slice(0, 200)}`);
      }
      expect(answers, 'refused with 400 and {message, issues}').toEqual([]);
      expect(await storedState(), 'nothing written by refused requests').toBe(before);

      const res = await send(op, valid);
      const text = await res.text();
      expect(res.status, `${op.key} example -> ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${op.key} example -> ${text.slice(0, 300)}`).toBeLessThan(300);
      if (op.method === 'POST' && res.status === 201 && text.startsWith('{')) {
        const id = (JSON.parse(text) as { id?: string }).id;
        if (id) created.set(op.template, id);
      }

      if (op.stale) await checkConditionalEdit(op, valid, res.headers.get('etag'));

      // Valid at the edges too: the server is not stricter than its document (409: valid, but already stored).
      const refusedEdges: string[] = [];
      for (const { label, request } of edgeRequests(op, valid)) {
        const answer = await send(op, request);
        const answerText = await answer.text();
        const dataRule = STORED_DATA_RULES[op.key]?.test(answerText) ?? false;
        const named = NAMED_THING_RULES[op.key];
        if (named && answer.status === named.status && named.text.test(answerText)) continue;
        edgesSent++;
        if (!(answer.status < 300 || answer.status === 409 || (answer.status === 400 && dataRule)))
          refusedEdges.push(`${label} -> ${answer.status} ${answerText.slice(0, 200)}`);
      }
      expect(refusedEdges, 'valid edge requests accepted').toEqual([]);
    },
  );
});

test('the walk covered every operation and sent broken constraints of every kind the document states', () => {
  expect(operations.length).toBeGreaterThan(55);
  const total = [...refusedSent.values()].reduce((sum, count) => sum + count, 0);
  expect(total).toBeGreaterThan(500);
  expect([...refusedSent.keys()].sort()).toEqual(
    expect.arrayContaining([
      'additionalProperties',
      'contentMediaType',
      'enum',
      'exclusiveMinimum',
      'format',
      'maxItems',
      'maxLength',
      'maximum',
      'minItems',
      'minLength',
      'minProperties',
      'minimum',
      'pattern',
      'required',
      'type',
    ]),
  );
  expect(edgesSent).toBeGreaterThan(200);
  // Every PATCH edits a record, so each one takes If-Match; the upserting POSTs (daily lists, manual P&L) too.
  const patches = operations.filter((op) => op.method === 'PATCH').map((op) => op.key);
  expect(conditionalChecked).toEqual(
    expect.arrayContaining([...patches, 'POST /api/daily-activity', 'POST /api/manual-pnl']),
  );
  console.info(
    `contract walk: ${operations.length} operations, ${total} refused requests, ${edgesSent} valid edge requests`,
    Object.fromEntries(refusedSent),
  );
});
