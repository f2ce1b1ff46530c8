/**
 * `$collStats` and `$indexStats` as a pipeline's first stage, with the fields tools such as Compass
 * read. Sizes are BSON sizes of the stored documents; index sizes are not tracked (reported as 0).
 */
import { calculateObjectSize } from 'bson';
import { hostname } from 'node:os';
import type { Collection } from '../storage/collection.js';
import type { Doc } from '../values/document.js';

export function storageStats(collection: Collection | undefined): Doc {
  let size = 0;
  for (const record of collection?.records.values() ?? []) size += calculateObjectSize(record.doc);
  const count = collection?.size ?? 0;
  const specs = collection?.indexSpecs() ?? [];
  return {
    size,
    count,
    avgObjSize: count > 0 ? Math.round(size / count) : 0,
    storageSize: size,
    freeStorageSize: 0,
    capped: false,
    nindexes: specs.length,
    indexDetails: {},
    indexBuilds: [],
    totalIndexSize: 0,
    totalSize: size,
    indexSizes: Object.fromEntries(specs.map((spec) => [spec.name, 0])),
    scaleFactor: 1,
  };
}

export function collStatsSource(collection: Collection | undefined, namespace: string, spec: Doc): Doc[] {
  const result: Doc = { ns: namespace, host: `${hostname()}:embedded`, localTime: new Date() };
  if (spec.storageStats !== undefined) result.storageStats = storageStats(collection);
  if (spec.count !== undefined) result.count = collection?.size ?? 0;
  if (spec.queryExecStats !== undefined) {
    const scans = collection?.collectionScans ?? 0;
    result.queryExecStats = { collectionScans: { total: scans, nonTailable: scans } };
  }
  return [result];
}

export function indexStatsSource(collection: Collection | undefined): Doc[] {
  const since = new Date();
  return (collection?.indexSpecs() ?? []).map((spec) => ({
    name: spec.name,
    key: { ...spec.key },
    host: `${hostname()}:embedded`,
    accesses: { ops: 0, since },
    spec: { ...spec },
  }));
}
