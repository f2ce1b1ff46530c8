/**
 * $set / $unset / $inc on plain dotted paths, the shape of nearly every update, applied by copying
 * only the objects along the changed paths (stored documents stay untouched). Anything else
 * (arrays on the path, positional operators, other modifiers) is left to mingo.
 */
import { isPlainObject, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';

const FAST_OPERATORS = new Set(['$set', '$unset', '$inc']);

interface Change {
  operator: string;
  parts: string[];
  operand: unknown;
}

/** Collects the changes, or undefined when the update needs the general path. */
function plan(doc: Doc, modifier: Doc): Change[] | undefined {
  const changes: Change[] = [];
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!FAST_OPERATORS.has(operator) || !isPlainObject(fields)) return undefined;
    for (const [path, operand] of Object.entries(fields)) {
      if (path.length === 0 || path.includes('$')) return undefined;
      const parts = path.split('.');
      if (parts.some((part) => part.length === 0 || part === '__proto__') || parts[0] === '_id') return undefined;
      if (operator === '$inc' && typeof operand !== 'number') return undefined;
      let current: unknown = doc;
      for (let i = 0; i < parts.length - 1; i++) {
        current = (current as Doc)[parts[i] as string];
        if (current === undefined) break;
        if (!isPlainObject(current)) return undefined;
      }
      if (operator === '$inc' && current !== undefined) {
        const target = (current as Doc)[parts[parts.length - 1] as string];
        if (target !== undefined && typeof target !== 'number') return undefined;
      }
      changes.push({ operator, parts, operand });
      paths.push(path);
    }
  }
  // Overlapping paths ('a' and 'a.b') are a conflict MongoDB reports: let the general path do it.
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1] as string;
    const path = sorted[i] as string;
    if (path === previous || path.startsWith(`${previous}.`)) return undefined;
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== typeof b || typeof a !== 'object' || a === null || b === null) return false;
  if (a.constructor !== (b as object).constructor) return false;
  return keyOf(a) === keyOf(b);
}

/**
 * Applies the update to a path-copied version of `original`. Returns undefined when not applicable
 * (nothing has been changed then), otherwise the new document and whether anything changed.
 */
export function tryFastUpdate(original: Doc, modifier: Doc): { doc: Doc; modified: boolean } | undefined {
  const changes = plan(original, modifier);
  if (!changes) return undefined;
  const doc: Doc = { ...original };
  const copied = new Set<object>([doc]);
  let modified = false;
  for (const { operator, parts, operand } of changes) {
    let parent: Doc = doc;
    let missingParent = false;
    for (let i = 0; i < parts.length - 1; i++) {
      const key = parts[i] as string;
      const child = parent[key];
      if (child === undefined) {
        if (operator === '$unset') {
          missingParent = true;
          break;
        }
        const created: Doc = {};
        copied.add(created);
        parent[key] = created;
        parent = created;
        continue;
      }
      if (!copied.has(child as object)) {
        const copy: Doc = { ...(child as Doc) };
        copied.add(copy);
        parent[key] = copy;
        parent = copy;
      } else parent = child as Doc;
    }
    if (missingParent) continue;
    const field = parts[parts.length - 1] as string;
    const exists = Object.prototype.hasOwnProperty.call(parent, field);
    if (operator === '$unset') {
      if (exists) {
        delete parent[field];
        modified = true;
      }
    } else if (operator === '$inc') {
      const amount = operand as number;
      parent[field] = exists ? (parent[field] as number) + amount : amount;
      modified ||= !exists || amount !== 0;
    } else {
      if (!exists || !sameValue(parent[field], operand)) modified = true;
      parent[field] = operand;
    }
  }
  return { doc, modified };
}
