/**
 * The malformed requests of the fuzz run, by kind (issue 18): every constraint of /api/openapi.json
 * broken one at a time, huge and non-finite numbers, bad tickers, bad dates, broken JSON, wrong
 * content types, unknown fields, oversized bodies, cross-origin writes, unknown ids, truncated and
 * malformed multipart bodies. Each is built from the document's own example of the operation, so
 * only the broken part is wrong; none of them may be answered 2xx or 5xx.
 */
import { TEXT_PATTERNS } from '@tradeboard/types';
import { documentValidator } from '../test/contract/document-validator.js';
import {
  OMIT,
  exampleOf,
  resolve,
  violationsOf,
  withViolation,
  type JsonSchema,
  type OpenApiDoc,
  type Path,
} from '../test/contract/schema-violations.js';
import type { RawRequest } from '../test/raw-http.js';
import { mp4, multipartWrapper, pdf, png } from '../test/upload-fixtures.js';

export interface FuzzCase {
  kind: string;
  method: string;
  /** Path and query, already encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | FormData;
  /** Sent over a bare socket instead of fetch (cut bodies, lying framing). */
  raw?: Omit<RawRequest, 'method' | 'path'>;
  /** Set when the case sets its own Origin/Referer (the cross-origin writes). */
  ownOrigin?: boolean;
}

interface Operation {
  method: string;
  template: string;
  parameters: Array<{ name: string; in: string; schema: JsonSchema }>;
  jsonBody?: JsonSchema;
  formBody?: JsonSchema;
}

const MARK = '__FUZZ_VALUE__';

function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema: JsonSchema }>;
      return {
        method: method.toUpperCase(),
        template,
        parameters: op.parameters ?? [],
        ...(content['application/json'] ? { jsonBody: content['application/json'].schema } : {}),
        ...(content['multipart/form-data'] ? { formBody: content['multipart/form-data'].schema } : {}),
      };
    }),
  );
}

const FILES: Record<string, () => Buffer> = { image: png, screenshots: png, pdf, video: mp4 };

export function buildCases(doc: OpenApiDoc, ids: Map<string, string>, origin: string): FuzzCase[] {
  const isValid = documentValidator(doc);
  const ops = operationsOf(doc).filter(
    (op) => !['/api/auth/logout', '/api/objects/upload/{token}', '/api/backup'].includes(op.template),
  );
  const cases: FuzzCase[] = [];

  const paramsOf = (op: Operation): Record<string, string> =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [
          p.name,
          p.name === 'id'
            ? (ids.get(op.template.replace('/{id}', '')) ?? '000000000000000000000000')
            : String(p.schema.example ?? exampleOf(doc, p.schema)),
        ]),
    );
  const queryOf = (op: Operation): Record<string, string> =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, String(p.schema.example ?? exampleOf(doc, p.schema))]),
    );
  const urlOf = (op: Operation, params = paramsOf(op), query = queryOf(op)) => {
    const pathPart = op.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
    const search = new URLSearchParams(query);
    return search.size ? `${pathPart}?${search}` : pathPart;
  };
  /** The document's example body, with what the document cannot know (a lesson's course). */
  const exampleBody = (op: Operation): Record<string, unknown> => {
    const body = exampleOf(doc, op.jsonBody!) as Record<string, unknown>;
    if ('courseId' in body) body.courseId = ids.get('/api/courses');
    if (op.template === '/api/daily-activity') body.removedPositions = ['MSFT'];
    return body;
  };
  const json = (
    op: Operation,
    kind: string,
    body: string | Uint8Array,
    headers: Record<string, string> = {},
    path = urlOf(op),
  ) => cases.push({ kind, method: op.method, path, headers: { 'content-type': 'application/json', ...headers }, body });
  /** JSON text of the example with the value at `at` replaced by a literal text (which may not be JSON at all). */
  const withLiteral = (body: unknown, at: Path, literal: string) =>
    JSON.stringify(withViolation(body, { path: at, value: MARK })).replace(`"${MARK}"`, literal);

  const jsonOps = ops.filter((op) => op.jsonBody);
  const writeOps = ops.filter((op) => op.method !== 'GET');

  // 1. Every stated constraint broken, one at a time (the ones the document itself calls invalid).
  for (const op of ops) {
    for (const parameter of op.parameters) {
      const value = parameter.in === 'path' ? paramsOf(op)[parameter.name] : queryOf(op)[parameter.name];
      for (const violation of violationsOf(doc, parameter.schema, value, { textOnly: true })) {
        if (typeof violation.value !== 'string' || violation.value === '' || isValid(parameter.schema, violation.value))
          continue;
        const params = { ...paramsOf(op) };
        const query = { ...queryOf(op) };
        (parameter.in === 'path' ? params : query)[parameter.name] = violation.value;
        cases.push({
          kind: 'schema: parameter',
          method: op.method,
          path: urlOf(op, params, query),
          ...(op.jsonBody
            ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(exampleBody(op)) }
            : {}),
        });
      }
    }
    if (op.jsonBody) {
      const body = exampleBody(op);
      for (const violation of violationsOf(doc, op.jsonBody, body)) {
        if (violation.value === undefined) continue;
        const broken = withViolation(body, violation);
        if (isValid(op.jsonBody, broken)) continue;
        json(op, `schema: ${violation.constraint}`, JSON.stringify(broken));
      }
    }
  }

  // 2. Huge, non-finite and not-quite numbers in every number field.
  const NUMBERS = [
    '1e308',
    '-1e308',
    '1e999',
    '-1e999',
    '1e13',
    '-1e13',
    'NaN',
    'Infinity',
    '-Infinity',
    '"12"',
    '0x10',
    '123456789012345678901234567890',
    '1e400',
    '[1]',
    '1_000',
  ];
  for (const op of jsonOps) {
    const body = exampleBody(op);
    for (const at of leafPaths(
      doc,
      op.jsonBody!,
      body,
      (schema) =>
        schema.type === 'number' ||
        schema.type === 'integer' ||
        (Array.isArray(schema.type) && (schema.type.includes('number') || schema.type.includes('integer'))),
    )) {
      for (const literal of NUMBERS) json(op, 'numbers', withLiteral(body, at, literal));
      if (resolve(doc, schemaAt(doc, op.jsonBody!, at)).type?.includes?.('integer'))
        json(op, 'numbers', withLiteral(body, at, '1.5'));
    }
  }

  // 3. Bad tickers wherever a ticker goes (bodies, lists, the {symbol} path).
  const TICKERS = [
    'ß',
    'ﬀ',
    'ΑAPL',
    'AAPL\u0000',
    '<script>',
    'A'.repeat(100),
    'aa pl',
    '$gt',
    '../x',
    '😀',
    ' ',
    '.B',
    'BRK.BB',
    'A-B',
    'İ',
    'ǅ',
  ];
  const TICKER_VALUES = [...TICKERS.map((t) => JSON.stringify(t)), '{"$gt":""}', '["AAPL"]', '123', 'true'];
  const isTicker = (schema: JsonSchema) => schema.pattern === TEXT_PATTERNS.ticker;
  for (const op of jsonOps) {
    const body = exampleBody(op);
    for (const at of leafPaths(doc, op.jsonBody!, body, isTicker))
      for (const value of TICKER_VALUES) json(op, 'tickers', withLiteral(body, at, value));
  }
  for (const op of ops.filter((o) => o.template.includes('{symbol}'))) {
    for (const ticker of TICKERS.filter((t) => t.trim() !== '')) {
      cases.push({
        kind: 'tickers',
        method: op.method,
        path: urlOf(op, { symbol: ticker }),
        ...(op.jsonBody
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(exampleBody(op)) }
          : {}),
      });
    }
  }

  // 4. Bad dates in every date field and date path.
  const DATES = [
    '02/30/2025',
    '13/01/2025',
    '00/10/2025',
    '2025-02-30',
    '06/02/20255',
    '6/2/25',
    '٠٦/٠٢/٢٠٢٥',
    '06/02/2025 12:00',
    '2025/06/02',
    'June 2, 2025',
    '06-02-2025',
    '9999999999',
    '06/02/2025/01',
    '\u000606/02/2025',
  ];
  const isDate = (schema: JsonSchema) =>
    [TEXT_PATTERNS.usDate, TEXT_PATTERNS.optionalUsDate, TEXT_PATTERNS.expiry].includes(schema.pattern);
  for (const op of jsonOps) {
    const body = exampleBody(op);
    for (const at of leafPaths(doc, op.jsonBody!, body, isDate))
      for (const date of DATES) json(op, 'dates', withLiteral(body, at, JSON.stringify(date)));
  }
  const dailyByDate = ops.find((o) => o.template === '/api/daily-activity/{fund}/{date}')!;
  for (const date of DATES)
    cases.push({ kind: 'dates', method: 'GET', path: urlOf(dailyByDate, { fund: 'Main Fund', date }) });
  const segments = ops.find((o) => o.template === '/api/daily-activity/{fund}/{month}/{day}/{year}')!;
  for (const [month, day, year] of [
    ['13', '01', '2025'],
    ['02', '30', '2025'],
    ['0', '0', '2025'],
    ['02', '29', '2025'],
    ['1', '1', '20255'],
    ['ab', '01', '2025'],
    ['06', '02', '25'],
    ['-1', '02', '2025'],
    ['06', '02', '2025 '],
  ]) {
    cases.push({
      kind: 'dates',
      method: 'GET',
      path: urlOf(segments, { fund: 'Main Fund', month: month!, day: day!, year: year! }),
    });
  }
  const days = ops.find((o) => o.template === '/api/portfolio-activity/{fund}/{days}')!;
  for (const value of ['0', '367', '-1', '1e2', '0x10', ' 7', '7.5', '99999999999999999999', 'NaN'])
    cases.push({ kind: 'dates', method: 'GET', path: urlOf(days, { fund: 'Main Fund', days: value }) });

  // 5. Broken JSON (and JSON that is not an object, or that reaches for the prototype).
  const deep = '['.repeat(50_000) + ']'.repeat(50_000);
  const BROKEN = [
    '',
    '{',
    '{"a":',
    '[',
    'null',
    'true',
    '"text"',
    '123',
    '[]',
    '{"a":1,}',
    "{'a':1}",
    '\ufeff{}',
    '{"a":1} trailing',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    deep,
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    '/* comment */ {}',
    '{"a":\u0000}',
  ];
  for (const op of jsonOps) {
    for (const text of BROKEN) json(op, 'broken JSON', text);
    json(op, 'broken JSON', new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]));
    // The example body cut short anywhere.
    const whole = JSON.stringify(exampleBody(op));
    for (const cut of [1, Math.floor(whole.length / 3), Math.floor(whole.length / 2), whole.length - 1])
      json(op, 'broken JSON', whole.slice(0, cut));
  }

  // 6. Wrong content types: a valid JSON body labelled as something else; JSON sent to the upload forms.
  const WRONG_TYPES = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/html',
    'application/octet-stream',
    'image/png',
    'application/jsonx',
    'json',
  ];
  for (const op of jsonOps) {
    const body = JSON.stringify(exampleBody(op));
    for (const type of WRONG_TYPES) json(op, 'content type', body, { 'content-type': type });
    cases.push({ kind: 'content type', method: op.method, path: urlOf(op), body });
  }
  const formOps = ops.filter((op) => op.formBody);
  for (const op of formOps) {
    for (const type of [
      'application/json',
      'text/plain',
      'multipart/form-data',
      'multipart/mixed; boundary=x',
      'image/png',
    ]) {
      cases.push({
        kind: 'content type',
        method: op.method,
        path: urlOf(op),
        headers: { 'content-type': type },
        body: type === 'image/png' ? new Uint8Array(png()) : '{"image":"x"}',
      });
    }
  }

  // 7. Unknown fields on every update (PATCH bodies are strict) and alongside a missing required field on creates.
  const UNKNOWN = [
    '"unexpected":1',
    '"_id":"000000000000000000000000"',
    '"id":"x"',
    '"createdAt":"2020-01-01T00:00:00Z"',
    '"__proto__":{"x":1}',
    '"$set":{"x":1}',
    '"constructor":{}',
    '"ticker ":"AAPL"',
  ];
  for (const op of jsonOps) {
    const body = exampleBody(op);
    const schema = resolve(doc, op.jsonBody!);
    for (const field of UNKNOWN) {
      if (schema.additionalProperties === false)
        json(op, 'unknown fields', JSON.stringify(body).replace(/^\{/, `{${field},`));
      for (const required of (schema.required as string[] | undefined) ?? []) {
        json(
          op,
          'unknown fields',
          JSON.stringify(withViolation(body, { path: [required], value: OMIT }))
            .replace(/^\{/, `{${field},`)
            .replace(',}', '}'),
        );
      }
    }
  }

  // 8. Oversized bodies: over the 1 MB JSON limit (announced or chunked), and uploads announced over their limit.
  const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });
  for (const op of jsonOps) {
    // On their own sockets: the server closes a connection whose oversized body it will not read
    // (after a short drain), and a pooled fetch connection would take the next request down with it.
    cases.push({
      kind: 'oversized',
      method: op.method,
      path: urlOf(op),
      raw: { headers: { 'content-type': 'application/json' }, body: Buffer.from(huge), framing: 'length' },
    });
    cases.push({
      kind: 'oversized',
      method: op.method,
      path: urlOf(op),
      headers: { 'content-type': 'application/json' },
      raw: { headers: { 'content-type': 'application/json' }, body: Buffer.from(huge), framing: 'chunked' },
    });
    cases.push({
      kind: 'oversized',
      method: op.method,
      path: urlOf(op),
      raw: {
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{'),
        framing: 'length-more',
        promise: 50 * 1024 * 1024,
      },
    });
  }
  for (const op of formOps) {
    cases.push({
      kind: 'oversized',
      method: op.method,
      path: urlOf(op),
      raw: {
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        body: Buffer.from('--b\r\n'),
        framing: 'length-more',
        promise: 500 * 1024 * 1024,
      },
    });
  }

  // 9. Cross-origin writes with otherwise valid requests: another scheme, port or host, 'null', a foreign Referer, none at all.
  const port = new URL(origin).port;
  const ORIGINS: Array<Record<string, string>> = [
    { origin: `https://127.0.0.1:${port}` },
    { origin: 'http://127.0.0.1:1' },
    { origin: `http://localhost:${port}` },
    { origin: 'http://evil.example' },
    { origin: 'null' },
    { referer: 'http://evil.example/page' },
    { origin: `${origin}.evil.example` },
    {},
  ];
  for (const op of writeOps) {
    for (const headers of ORIGINS) {
      const base = { kind: 'cross-origin', method: op.method, path: urlOf(op), ownOrigin: true };
      if (op.jsonBody)
        cases.push({
          ...base,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(exampleBody(op)),
        });
      else if (op.formBody) cases.push({ ...base, headers, body: formOf(op.formBody, doc) });
      else cases.push({ ...base, headers });
    }
  }
  cases.push({
    kind: 'cross-origin',
    method: 'POST',
    path: '/api/auth/logout',
    headers: { origin: 'http://evil.example' },
    ownOrigin: true,
  });

  // 10. Ids that name nothing (or are not ids at all) on every update and delete.
  const IDS = [
    '0',
    'zzzz',
    '000000000000000000000000',
    'ffffffffffffffffffffffff',
    '%00',
    '..%2F..%2Fetc',
    'a'.repeat(3000),
    '{"$gt":""}',
    '[object Object]',
    '-1',
  ];
  for (const op of writeOps.filter((o) => o.template.endsWith('{id}'))) {
    for (const id of IDS) {
      const path = op.template.replace('{id}', id.includes('%') ? id : encodeURIComponent(id));
      if (op.jsonBody) json(op, 'unknown ids', JSON.stringify(exampleBody(op)), {}, path);
      else cases.push({ kind: 'unknown ids', method: op.method, path });
    }
  }

  // 11. Uploads cut short (in the part headers, in the file, before the closing boundary) and malformed forms.
  for (const op of formOps) {
    const field = Object.keys(resolve(doc, op.formBody!).properties ?? {}).find((name) => FILES[name])!;
    const wrapper = multipartWrapper(field, 'file.bin');
    const file = Buffer.concat([FILES[field]!(), Buffer.alloc(8192, 0x2a)]);
    const whole = Buffer.concat([wrapper.prefix, file, wrapper.suffix]);
    const headers = { 'content-type': wrapper.contentType };
    for (const at of [
      5,
      wrapper.prefix.length - 10,
      wrapper.prefix.length + 4,
      wrapper.prefix.length + 4000,
      whole.length - wrapper.suffix.length - 8,
      whole.length - 3,
    ]) {
      for (const framing of ['length', 'chunked', 'length-more'] as const) {
        cases.push({
          kind: 'truncated upload',
          method: op.method,
          path: urlOf(op),
          raw: { headers, body: whole.subarray(0, at), framing, abort: framing === 'length-more' },
        });
      }
    }
    const MALFORMED = [
      `--${'b'.repeat(10)}\r\nno colon here\r\n\r\nxx\r\n--${'b'.repeat(10)}--\r\n`,
      `--bbbbbbbbbb\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--bbbbbbbbbb--\r\n`,
      `--bbbbbbbbbb\r\nContent-Disposition: form-data; name="${field}"; filename="../../etc/passwd\u0000.png"\r\n\r\n`,
      Array.from(
        { length: 200 },
        (_, i) => `--bbbbbbbbbb\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
      ).join('') + '--bbbbbbbbbb--\r\n',
      `--bbbbbbbbbb\r\nContent-Disposition: form-data; name="ticker"\r\n\r\n${'A'.repeat(40_000)}\r\n--bbbbbbbbbb--\r\n`,
      '--bbbbbbbbbb--\r\n',
      'not a multipart body at all',
    ];
    for (const body of MALFORMED) {
      cases.push({
        kind: 'malformed upload',
        method: op.method,
        path: urlOf(op),
        raw: {
          headers: { 'content-type': 'multipart/form-data; boundary=bbbbbbbbbb' },
          body: Buffer.from(body, 'latin1'),
          framing: 'length',
        },
      });
    }
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary="${'x'.repeat(100)}"`,
      'multipart/form-data; boundary=a; boundary=b',
    ]) {
      cases.push({
        kind: 'malformed upload',
        method: op.method,
        path: urlOf(op),
        raw: { headers: { 'content-type': type }, body: whole, framing: 'length' },
      });
    }
  }

  // 12. Paths and methods off the map.
  for (const path of [
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/images/%00.png',
    '/api/stocks/%',
    '/api/%E0%A4%A',
    '/uploads/images/../../secrets/upload-url.key',
    `/api/${'a'.repeat(20_000)}`,
  ]) {
    cases.push({ kind: 'paths', method: 'GET', path, raw: { headers: {}, body: Buffer.alloc(0), framing: 'length' } });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'TRACE']) {
    for (const path of ['/api/stocks', '/api/holdings', '/api/auth/status', '/api/openapi.json'])
      cases.push({
        kind: 'paths',
        method,
        path,
        raw: { headers: { 'content-type': 'application/json' }, body: Buffer.from('{}'), framing: 'length' },
      });
  }
  return cases;
}

/** A valid multipart form of the document's upload schema (its files are small real ones). */
function formOf(schema: JsonSchema, doc: OpenApiDoc): FormData {
  const form = new FormData();
  for (const [field, property] of Object.entries(
    (resolve(doc, schema).properties ?? {}) as Record<string, JsonSchema>,
  )) {
    const file = FILES[field];
    if (file) form.append(field, new Blob([new Uint8Array(file())]), `${field}.bin`);
    else if (property.example !== undefined) form.append(field, String(property.example));
  }
  return form;
}

/** Paths of the example's values whose schema passes `test`, arrays through their first item. */
function leafPaths(
  doc: OpenApiDoc,
  raw: JsonSchema,
  value: unknown,
  test: (schema: JsonSchema) => boolean,
  at: Path = [],
): Path[] {
  const schema = resolve(doc, raw.anyOf ? raw.anyOf[0] : raw);
  if (test(schema)) return [at];
  if (Array.isArray(value) && value.length > 0 && schema.items)
    return leafPaths(doc, schema.items, value[0], test, [...at, 0]);
  if (value && typeof value === 'object' && schema.properties) {
    return Object.entries(value).flatMap(([key, item]) =>
      schema.properties[key] ? leafPaths(doc, schema.properties[key], item, test, [...at, key]) : [],
    );
  }
  return [];
}

function schemaAt(doc: OpenApiDoc, raw: JsonSchema, at: Path): JsonSchema {
  let schema = resolve(doc, raw);
  for (const key of at) schema = resolve(doc, typeof key === 'number' ? schema.items : schema.properties?.[key]);
  return schema;
}
