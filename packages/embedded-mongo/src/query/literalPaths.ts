/**
 * Update paths with a part mingo refuses but MongoDB stores as an ordinary field name: `__proto__`
 * (`{$rename: {a: '__proto__.polluted'}}`) and `$`-prefixed names that are not positional operators
 * (`{$set: {$myKey: 1}}`, allowed since MongoDB 5.0). `$set`, `$unset` and `$rename` entries using
 * one are applied here, with own properties only, and taken out of the modifier.
 */
import { isPlainObject, type Doc } from '../values/document.js';
import { setAtPath, unsetAtPath, valueAtPath } from '../values/paths.js';
import { isPositionalPart } from './positional.js';

const isLiteralOnly = (part: string): boolean =>
  part === '__proto__' || (part.startsWith('$') && !isPositionalPart(part));
const hasLiteralPart = (path: unknown): boolean => typeof path === 'string' && path.split('.').some(isLiteralOnly);

/** Applies those entries to `doc` (owned by the caller); returns whether anything changed. */
export function applyLiteralPaths(doc: Doc, modifier: Doc): boolean {
  let modified = false;
  for (const operator of ['$set', '$unset', '$rename'] as const) {
    const fields = modifier[operator];
    if (!isPlainObject(fields)) continue;
    const remaining: Doc = {};
    for (const [path, operand] of Object.entries(fields)) {
      if (!hasLiteralPart(path) && !(operator === '$rename' && hasLiteralPart(operand))) {
        remaining[path] = operand;
        continue;
      }
      if (operator === '$set') {
        setAtPath(doc, path, operand);
        modified = true;
      } else if (operator === '$unset') {
        modified = unsetAtPath(doc, path) || modified;
      } else {
        const value = valueAtPath(doc, path);
        if (value === undefined) continue;
        unsetAtPath(doc, path);
        setAtPath(doc, operand as string, value);
        modified = true;
      }
    }
    if (Object.keys(remaining).length > 0) modifier[operator] = remaining;
    else delete modifier[operator];
  }
  return modified;
}
