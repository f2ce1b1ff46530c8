/**
 * `$pull` with a condition built from `$or`/`$and`/`$nor` (`{$pull: {items: {$or: [{a: 1}, {b: 2}]}}}`)
 * is a query on each element, as in MongoDB; mingo treats it as an operator on the element value
 * and removes nothing, so these pulls are applied here and taken out of the modifier.
 */
import { isPlainObject, toView, type Doc } from '../values/document.js';
import { valueAtPath, setAtPath } from '../values/paths.js';
import { compileFilter } from './matcher.js';

const LOGICAL = new Set(['$or', '$and', '$nor']);

function isLogicalCondition(condition: unknown): condition is Doc {
  if (!isPlainObject(condition)) return false;
  const keys = Object.keys(condition);
  return keys.some((key) => LOGICAL.has(key)) && keys.every((key) => !key.startsWith('$') || LOGICAL.has(key));
}

/** Applies such pulls to `doc` (owned by the caller); returns whether anything was removed. */
export function applyLogicalPulls(doc: Doc, modifier: Doc): boolean {
  const pulls = modifier.$pull;
  if (!isPlainObject(pulls)) return false;
  let modified = false;
  const remaining: Doc = {};
  for (const [path, condition] of Object.entries(pulls)) {
    if (!isLogicalCondition(condition)) {
      remaining[path] = condition;
      continue;
    }
    const matches = compileFilter(condition);
    const current = valueAtPath(doc, path);
    if (!Array.isArray(current)) continue;
    const kept = current.filter((element) => !(isPlainObject(element) && matches(toView(element) as Doc)));
    if (kept.length !== current.length) {
      setAtPath(doc, path, kept);
      modified = true;
    }
  }
  if (Object.keys(remaining).length > 0) modifier.$pull = remaining;
  else delete modifier.$pull;
  return modified;
}
