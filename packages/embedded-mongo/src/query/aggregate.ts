/**
 * Aggregation through mingo. Inputs are deep copies (mingo may mutate what it is given), a leading
 * $match uses the planner's indexes, and the `{$group: {_id: <const>, n: {$sum: 1}}}` counting
 * shape used by countDocuments is answered without copying documents.
 */
import { Aggregator } from 'mingo';
import type { CollationSpec } from 'mingo/types';
import { MongoCommandError, toCommandError } from '../errors.js';
import type { Collection } from '../storage/collection.js';
import { cloneDoc, isPlainObject, numericValue, toView, type Doc } from '../values/document.js';
import { compileFilter, extendedMingoOptions, mingoOptions } from './matcher.js';
import { candidateRecords } from './planner.js';
import { rewriteFilter } from './mongoOperators.js';
import { countMatches } from './run.js';
import { sortViews, type SortSpec } from './sort.js';
import { collStatsSource, indexStatsSource } from './statsStages.js';

/** Stages MongoDB has that this server refuses rather than emulating wrongly. */
const refusedStages = new Set([
  '$out',
  '$merge',
  '$geoNear',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$currentOp',
  '$listSessions',
  '$planCacheStats',
]);
/** Stages that produce documents from metadata; only valid first. */
const sourceStages = new Set(['$collStats', '$indexStats']);

export interface AggregateInput {
  collection: Collection | undefined;
  namespace: string;
  /** Resolves `$lookup`/`$unionWith`/`$graphLookup` collection names in the same database. */
  resolveCollection: (name: string) => Collection | undefined;
  pipeline: Doc[];
  collation?: CollationSpec | undefined;
  variables?: Doc | undefined;
  /** Input order from a `hint` (see hint.ts). */
  hintOrder?: SortSpec | undefined;
}

export function validatePipeline(pipeline: unknown): Doc[] {
  if (!Array.isArray(pipeline))
    throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new MongoCommandError(
        'BadValue' as const,
        'A pipeline stage specification object must contain exactly one field.',
      );
    }
    const name = Object.keys(stage)[0] as string;
    if (refusedStages.has(name))
      throw new MongoCommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
    if (sourceStages.has(name) && stage !== pipeline[0]) {
      throw new MongoCommandError('BadValue', `${name} is only valid as the first stage in a pipeline`);
    }
  }
  return pipeline as Doc[];
}

function isCountGroup(stage: Doc): unknown {
  const group = stage.$group;
  if (!isPlainObject(group)) return undefined;
  const keys = Object.keys(group);
  if (keys.length !== 2 || !keys.includes('_id')) return undefined;
  const id = group._id;
  if (typeof id === 'string' && id.startsWith('$')) return undefined;
  if (isPlainObject(id)) return undefined;
  const field = keys.find((key) => key !== '_id') as string;
  const accumulator = group[field];
  if (!isPlainObject(accumulator) || Object.keys(accumulator).join() !== '$sum' || numericValue(accumulator.$sum) !== 1)
    return undefined;
  return { id, field };
}

export function runAggregate(input: AggregateInput): Doc[] {
  const source = input.pipeline[0];
  if (source && isPlainObject(source.$collStats)) {
    return runStages(
      collStatsSource(input.collection, input.namespace, source.$collStats),
      input.pipeline.slice(1),
      input,
    );
  }
  if (source && isPlainObject(source.$indexStats)) {
    return runStages(indexStatsSource(input.collection), input.pipeline.slice(1), input);
  }
  let stages = input.pipeline;
  let filter: Doc | undefined;
  const first = stages[0];
  if (first && isPlainObject(first.$match)) {
    filter = first.$match;
    stages = stages.slice(1);
  }
  const counting =
    stages.length === 1 ? (isCountGroup(stages[0] as Doc) as { id: unknown; field: string } | undefined) : undefined;
  if (counting) {
    const n = countMatches(input.collection, filter, input.collation);
    return n === 0 ? [] : [{ _id: counting.id, [counting.field]: n }];
  }

  const matches = compileFilter(filter, { collation: input.collation });
  const found = input.collection
    ? [...candidateRecords(input.collection, filter, { collation: input.collation })].filter((record) =>
        matches(record.view),
      )
    : [];
  const records = input.hintOrder ? sortViews(found, input.hintOrder, (record) => record.view) : found;
  if (stages.length === 0) return records.map((record) => cloneDoc(record.doc));
  return runStages(
    records.map((record) => cloneDoc(record.view)),
    stages,
    input,
  );
}

/** Runs stages with mingo over documents the caller owns (mingo may modify them). */
function runStages(source: Doc[], stages: Doc[], input: AggregateInput): Doc[] {
  if (stages.length === 0) return source;
  try {
    const rewritten = stages.map((stage) =>
      isPlainObject(stage.$match) ? { $match: rewriteFilter(stage.$match) } : stage,
    );
    const extended = rewritten.some((stage, i) => stage.$match !== stages[i]?.$match);
    const aggregator = new Aggregator(rewritten, {
      ...(extended ? extendedMingoOptions : mingoOptions),
      collation: input.collation,
      variables: input.variables,
      collectionResolver: (name: string) => {
        const target = input.resolveCollection(name);
        return target ? [...target.records.values()].map((record) => cloneDoc(record.view)) : [];
      },
    });
    return aggregator.run(source) as Doc[];
  } catch (error) {
    throw toCommandError(error);
  }
}

/**
 * The fields a `$project` of plain top-level inclusions keeps (`{ ns: 1, operationType: 1 }`,
 * optionally `_id: 0`), or undefined for any other stage. Such a projection is a pick of keys;
 * running it through mingo cost a live-update server most of a bulk import's change events.
 */
function topLevelInclusion(stage: Doc): { keys: Set<string>; id: boolean } | undefined {
  const spec = stage.$project;
  if (!isPlainObject(spec) || Object.keys(stage).length !== 1) return undefined;
  const keys = new Set<string>();
  let id = true;
  for (const [key, value] of Object.entries(spec)) {
    if (key.includes('.') || key.startsWith('$')) return undefined;
    const on = value === 1 || value === true;
    const off = value === 0 || value === false;
    if (key === '_id' && (on || off)) id = on;
    else if (on) keys.add(key);
    else return undefined;
  }
  return keys.size > 0 ? { keys, id } : undefined;
}

/** The event's kept fields in the event's own order, `_id` first as MongoDB returns it. */
function pickFields(event: Doc, pick: { keys: Set<string>; id: boolean }): Doc {
  const out: Doc = {};
  if (pick.id && event._id !== undefined) out._id = event._id;
  for (const key of Object.keys(event)) if (pick.keys.has(key) && event[key] !== undefined) out[key] = event[key];
  return out;
}

/**
 * Runs the stages after `$changeStream` over change events the caller owns: `$match` through the
 * same filter compiler as queries (on the events' matching view), other stages through mingo.
 */
export function runEventStages(events: Doc[], stages: Doc[]): Doc[] {
  let current = events;
  for (const stage of stages) {
    const pick = topLevelInclusion(stage);
    if (pick) current = current.map((event) => pickFields(event, pick));
    else if (isPlainObject(stage.$match)) {
      const matches = compileFilter(stage.$match);
      current = current.filter((event) => matches(toView(event) as Doc));
    } else
      current = runStages(current, [stage], {
        collection: undefined,
        namespace: '',
        resolveCollection: () => undefined,
        pipeline: [],
      });
  }
  return current;
}
