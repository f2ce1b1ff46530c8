import { Binary, Decimal128, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { compareValues } from '../values/compare.js';
import { collationComparator, sortViews, type SortSpec } from './sort.js';

/** Deterministic pseudo-random numbers, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const pool: unknown[] = [
  null,
  undefined,
  0,
  -1,
  2.5,
  1e300,
  -Infinity,
  NaN,
  7n,
  Long.fromNumber(3),
  Decimal128.fromString('2.25'),
  '',
  'a',
  'B',
  'b',
  'é',
  'ab',
  new ObjectId('65f0c0ffee0000000000abcd'),
  new ObjectId('65f0c0ffee0000000000abce'),
  new ObjectId('00000000000000000000ffff'),
  true,
  false,
  new Date(0),
  new Date(1_700_000_000_000),
  new Date(Number.NaN),
  { x: 1 },
  { x: 'a' },
  new Binary(Buffer.from([1, 2])),
  /re/,
  new MinKey(),
  new MaxKey(),
];

/** What sortViews must give: a stable sort comparing the raw values with compareValues. */
function reference(
  docs: Array<Record<string, unknown>>,
  spec: SortSpec,
  compareStrings?: (a: string, b: string) => number,
): unknown[] {
  return docs
    .map((doc, position) => ({ doc, position }))
    .sort((a, b) => {
      for (const [field, direction] of spec) {
        const order = compareValues(a.doc[field] ?? null, b.doc[field] ?? null, compareStrings);
        if (order !== 0) return order * direction;
      }
      return a.position - b.position;
    })
    .map(({ doc }) => doc);
}

describe('sortViews', () => {
  const next = random(42);
  const pick = (): unknown => pool[Math.floor(next() * pool.length)];
  const docs = Array.from({ length: 400 }, (_, id) => {
    const doc: Record<string, unknown> = { id, a: pick(), b: pick() };
    if (next() < 0.1) delete doc.a;
    return doc;
  });

  it('orders mixed types exactly as compareValues does, on every sort key and direction', () => {
    for (const spec of [
      [['a', 1]],
      [['a', -1]],
      [
        ['a', 1],
        ['b', -1],
      ],
      [
        ['b', -1],
        ['a', -1],
      ],
    ] as SortSpec[]) {
      expect(sortViews(docs, spec, (doc) => doc)).toEqual(reference(docs, spec));
    }
  });

  it('selects the same top documents with a limit (bounded heap)', () => {
    const spec: SortSpec = [
      ['a', -1],
      ['b', 1],
    ];
    expect(sortViews(docs, spec, (doc) => doc, undefined, 25)).toEqual(reference(docs, spec).slice(0, 25));
  });

  it('compares strings with a collation when one is given', () => {
    const compareStrings = collationComparator({ locale: 'en', strength: 1 });
    const spec: SortSpec = [['a', 1]];
    expect(sortViews(docs, spec, (doc) => doc, compareStrings)).toEqual(reference(docs, spec, compareStrings));
  });
});
