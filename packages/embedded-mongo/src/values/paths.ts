/** Reading dotted paths the way MongoDB indexes do: arrays on the way are traversed element by element. */
import { isPlainObject, type Doc } from './document.js';

/**
 * Every value reachable at `path`. A missing path yields no values; an array at the end of the
 * path yields its elements (multikey). `found` tells whether the path exists at all.
 */
export function valuesAtPath(doc: Doc, path: string): { values: unknown[]; found: boolean } {
  const values: unknown[] = [];
  let found = false;
  const parts = path.split('.');
  const walk = (current: unknown, depth: number): void => {
    if (depth === parts.length) {
      found = true;
      if (Array.isArray(current)) {
        if (current.length === 0) values.push(undefined);
        else values.push(...current);
      } else values.push(current);
      return;
    }
    const part = parts[depth] as string;
    if (Array.isArray(current)) {
      if (/^\d+$/.test(part) && Number(part) < current.length) walk(current[Number(part)], depth + 1);
      for (const item of current) if (isPlainObject(item)) walk(item, depth);
      return;
    }
    if (isPlainObject(current) && Object.prototype.hasOwnProperty.call(current, part)) walk(current[part], depth + 1);
  };
  walk(doc, 0);
  return { values, found };
}

/** The single value at a dotted path through plain objects (no array traversal), or undefined. */
export function valueAtPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isPlainObject(current) && Object.prototype.hasOwnProperty.call(current, part)) current = current[part];
    else return undefined;
  }
  return current;
}

/**
 * Sets a dotted path, creating plain objects on the way. Fields are own properties only: a field
 * named `__proto__` or `constructor` is stored as data and never reaches an object's prototype.
 */
export function setAtPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next = Object.prototype.hasOwnProperty.call(current, part) ? current[part] : undefined;
    if (!isPlainObject(next)) setOwn(current, part, {});
    current = current[part] as Doc;
  }
  setOwn(current, parts[parts.length - 1] as string, value);
}

/** Removes the field at a dotted path through plain objects; returns whether it existed. */
export function unsetAtPath(doc: Doc, path: string): boolean {
  const parts = path.split('.');
  const parent = parts.length === 1 ? doc : valueAtPath(doc, parts.slice(0, -1).join('.'));
  const field = parts[parts.length - 1] as string;
  if (!isPlainObject(parent) || !Object.prototype.hasOwnProperty.call(parent, field)) return false;
  delete parent[field];
  return true;
}

/** `target[key] = value` as an own data property, also for the key `__proto__`. */
function setOwn(target: Doc, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}
