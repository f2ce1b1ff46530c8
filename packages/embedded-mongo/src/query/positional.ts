/**
 * Positional update paths (`a.$.b`, `a.$[].b`, `a.$[id].b`) resolved against the document before
 * the update, into plain paths with array indexes (`a.0.b`), as MongoDB does: the positions come
 * from the original document, so several paths under one positional operator do not conflict and
 * do not see each other's changes.
 */
import { MongoCommandError } from '../errors.js';
import { isPlainObject, type Doc } from '../values/document.js';
import { setAtPath } from '../values/paths.js';
import { compileFilter, type Matcher } from './matcher.js';

const PATH_OPERATORS_WITH_VALUES = new Set(['$rename']);

export const isPositionalPart = (part: string): boolean => part === '$' || /^\$\[\w*\]$/.test(part);

export function hasPositional(path: string): boolean {
  return path.split('.').some(isPositionalPart);
}

interface Resolution {
  /** The query, for `$`. */
  filter: Doc | undefined;
  arrayFilters: Doc[] | undefined;
}

/** Index of the first element of the array at `prefix` that satisfies the query's conditions on it. */
function firstMatchIndex(array: unknown[], prefix: string, filter: Doc | undefined): number {
  const conditions = Object.entries(filter ?? {}).filter(([key]) => key === prefix || key.startsWith(`${prefix}.`));
  if (conditions.length === 0) return -1;
  const matches = compileFilter(Object.fromEntries(conditions));
  return array.findIndex((element) => {
    const probe: Doc = {};
    setAtPath(probe, prefix, [element]);
    return matches(probe);
  });
}

function arrayFilterMatcher(identifier: string, path: string, arrayFilters: Doc[] | undefined): Matcher {
  const conditions: Doc = {};
  for (const filter of arrayFilters ?? []) {
    for (const [key, condition] of Object.entries(filter)) {
      if (key === identifier || key.startsWith(`${identifier}.`)) conditions[key] = condition;
    }
  }
  if (Object.keys(conditions).length === 0) {
    throw new MongoCommandError('BadValue', `No array filter found for identifier '${identifier}' in path '${path}'`);
  }
  const matches = compileFilter(conditions);
  return (element) => matches({ [identifier]: element });
}

function expandPath(doc: Doc, path: string, resolution: Resolution): string[] {
  const parts = path.split('.');
  const results: string[] = [];
  const walk = (current: unknown, index: number, done: string[]): void => {
    if (index === parts.length) {
      results.push(done.join('.'));
      return;
    }
    const part = parts[index] as string;
    if (!isPositionalPart(part)) {
      const next =
        Array.isArray(current) && /^\d+$/.test(part)
          ? current[Number(part)]
          : isPlainObject(current)
            ? current[part]
            : undefined;
      walk(next, index + 1, [...done, part]);
      return;
    }
    const prefix = done.join('.');
    if (!Array.isArray(current)) {
      if (part === '$')
        throw new MongoCommandError(
          'BadValue',
          'The positional operator did not find the match needed from the query.',
        );
      throw new MongoCommandError(
        'BadValue',
        `The path '${prefix}' must exist in the document in order to apply array updates.`,
      );
    }
    if (part === '$') {
      const position = firstMatchIndex(current, prefix, resolution.filter);
      if (position < 0)
        throw new MongoCommandError(
          'BadValue',
          'The positional operator did not find the match needed from the query.',
        );
      walk(current[position], index + 1, [...done, String(position)]);
      return;
    }
    const identifier = /^\$\[(\w*)\]$/.exec(part)?.[1] as string;
    const keep = identifier === '' ? () => true : arrayFilterMatcher(identifier, path, resolution.arrayFilters);
    current.forEach((element, position) => {
      if (keep(element as Doc)) walk(element, index + 1, [...done, String(position)]);
    });
  };
  walk(doc, 0, []);
  return results;
}

/**
 * The modifier with every positional path replaced by the concrete paths it designates in `doc`
 * (the view of the document before the update). A path that designates no element disappears.
 */
export function resolvePositionalPaths(doc: Doc, modifier: Doc, resolution: Resolution): Doc {
  const resolved: Doc = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) {
      resolved[operator] = fields;
      continue;
    }
    const concrete: Doc = {};
    for (const [path, operand] of Object.entries(fields)) {
      const targets = hasPositional(path) ? expandPath(doc, path, resolution) : [path];
      for (const target of targets) {
        // Two paths designating the same field (`a.$[].b` and `a.0.b`) are MongoDB's conflict.
        if (Object.prototype.hasOwnProperty.call(concrete, target)) {
          throw new MongoCommandError(
            'ConflictingUpdateOperators',
            `Updating the path '${target}' would create a conflict at '${target}'`,
          );
        }
        concrete[target] = operand;
      }
      if (PATH_OPERATORS_WITH_VALUES.has(operator) && typeof operand === 'string' && hasPositional(operand)) {
        throw new MongoCommandError('BadValue', `The destination field for $rename may not be dynamic: ${operand}`);
      }
    }
    resolved[operator] = concrete;
  }
  return resolved;
}
