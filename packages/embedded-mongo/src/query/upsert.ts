/** The document an upsert starts from: the filter's equality conditions (MongoDB's "seed"). */
import { ObjectId } from 'bson';
import { cloneValue, idFirst, isPlainObject, type Doc } from '../values/document.js';
import { setAtPath } from '../values/paths.js';

export function seedFromFilter(filter: Doc | undefined): Doc {
  const seed: Doc = {};
  if (filter) collectEqualities(filter, seed);
  return seed;
}

function collectEqualities(filter: Doc, seed: Doc): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) collectEqualities(clause, seed);
      continue;
    }
    if (field.startsWith('$')) continue;
    if (isPlainObject(condition)) {
      const keys = Object.keys(condition);
      if (keys.length > 0 && keys.every((key) => key.startsWith('$'))) {
        if ('$eq' in condition) setAtPath(seed, field, cloneValue(condition.$eq));
        continue;
      }
    }
    if (condition instanceof RegExp) continue;
    setAtPath(seed, field, cloneValue(condition));
  }
}

/** Makes sure a document about to be inserted has an `_id`, placed first. */
export function withId(doc: Doc): Doc {
  // An explicit `_id: null` is kept (MongoDB stores it); only a missing `_id` gets an ObjectId.
  if (doc._id !== undefined) return idFirst(doc);
  const { _id: missing, ...rest } = doc;
  return idFirst({ _id: new ObjectId(), ...rest });
}
