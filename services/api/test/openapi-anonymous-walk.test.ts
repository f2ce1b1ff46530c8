/**
 * Issue 23: walks every operation of /api/openapi.json as a stranger (no session). Every operation
 * the document marks admin-only (`security: cookieAuth`) answers 401; every public read answers
 * without anything the student portal does not show: no unpublished course, lesson or document,
 * no bot analysis. A route added later is walked too.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_ORIGIN, createTestContext, readJson, type Json, type TestContext } from './helpers.js';

interface Operation {
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    example?: unknown;
    schema?: { example?: unknown };
  }>;
  security?: unknown[];
  responses?: Record<string, { content?: object }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Writes that need no session by design (both still pass the origin check). */
const PUBLIC_WRITES = new Set(['POST /api/auth/login', 'POST /api/auth/logout']);
const HIDDEN = 'HIDDEN-MARKER';
const SHOWN = 'SHOWN-MARKER';

let ctx: TestContext;
let doc: Document;
const ids = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestContext({ ocr: { read: async () => [], close: async () => {} } });
  doc = (await readJson(await ctx.request('/api/openapi.json'))) as Document;
  const create = async (target: string, body: object) => {
    const res = await ctx.send('POST', target, body);
    expect(res.status, target).toBe(201);
    return (await readJson(res)).id as string;
  };
  const shownCourse = await create('/api/courses', { title: `${SHOWN} course`, category: 'Strategy' });
  const hiddenCourse = await create('/api/courses', {
    title: `${HIDDEN} course`,
    description: HIDDEN,
    category: 'Strategy',
    isPublished: false,
  });
  ids.set('/api/courses', hiddenCourse);
  await create('/api/lessons', { courseId: shownCourse, title: `${SHOWN} lesson` });
  ids.set(
    '/api/lessons',
    await create('/api/lessons', { courseId: shownCourse, title: `${HIDDEN} lesson`, isPublished: false }),
  );
  await create('/api/lessons', { courseId: hiddenCourse, title: `${HIDDEN} lesson of a hidden course` });
  await create('/api/documentation', { title: `${SHOWN} doc`, content: 'x', category: 'SOP' });
  ids.set(
    '/api/documentation',
    await create('/api/documentation', {
      title: `${HIDDEN} doc`,
      content: HIDDEN,
      category: 'SOP',
      isPublished: false,
    }),
  );
  await ctx.models.botAnalysis.create({
    filename: `${HIDDEN}.png`,
    analysisResult: JSON.stringify({ text: HIDDEN }),
    confidence: 1,
    processedAt: new Date(),
  });
});
afterAll(() => ctx.stop());

function operations() {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${template}`, method, template, op })),
  );
}

/** A concrete URL from the document's examples (ids of the hidden records where the path names one). */
function urlOf(template: string, op: Operation): string {
  const query = new URLSearchParams();
  let target = template;
  for (const parameter of op.parameters ?? []) {
    const example = parameter.example ?? parameter.schema?.example ?? 'x';
    if (parameter.in === 'path') {
      const value = parameter.name === 'id' ? (ids.get(template.replace('/{id}', '')) ?? String(example)) : example;
      target = target.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(example));
  }
  return query.size ? `${target}?${query}` : target;
}

test('every admin-only operation answers 401 without a session', async () => {
  const adminOnly = operations().filter(({ op }) => (op.security ?? []).length > 0);
  expect(adminOnly.map(({ key }) => key)).toEqual(
    expect.arrayContaining([
      'GET /api/bot-analysis',
      'GET /api/backup',
      'POST /api/stocks',
      'DELETE /api/courses/{id}',
    ]),
  );
  const failures: string[] = [];
  for (const { key, method, template, op } of adminOnly) {
    const res = await ctx.request(urlOf(template, op), {
      method: method.toUpperCase(),
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      ...(method === 'get' ? {} : { body: '{}' }),
    });
    if (res.status !== 401) failures.push(`${key} -> ${res.status}`);
  }
  expect(failures).toEqual([]);
});

test('every other write is public by design, and every public read shows only what students see', async () => {
  const publicOps = operations().filter(({ op }) => (op.security ?? []).length === 0);
  const writes = publicOps.filter(({ method }) => method !== 'get').map(({ key }) => key);
  expect(new Set(writes)).toEqual(PUBLIC_WRITES);

  // An event stream never ends, so it is not read here: live-updates.test.ts shows students never get admin-only names.
  const reads = publicOps.filter(
    ({ method, op }) => method === 'get' && !('text/event-stream' in (op.responses?.['200']?.content ?? {})),
  );
  expect(reads.length).toBeGreaterThan(15);
  const leaks: string[] = [];
  const bodies = new Map<string, string>();
  for (const { key, template, op } of reads) {
    const res = await ctx.request(urlOf(template, op));
    const text = await res.text();
    if (res.status >= 500) leaks.push(`${key} -> ${res.status}`);
    if (text.includes(HIDDEN)) leaks.push(`${key} shows an unpublished item or a bot analysis`);
    bodies.set(template, text);
  }
  expect(leaks).toEqual([]);
  // The walk reached the library lists and they do answer (published items are there).
  for (const list of ['/api/courses', '/api/lessons', '/api/documentation']) {
    const items = JSON.parse(bodies.get(list) ?? '[]') as Json[];
    expect(
      items.map((item: Json) => item.title),
      list,
    ).toEqual([expect.stringContaining(SHOWN)]);
  }
});
