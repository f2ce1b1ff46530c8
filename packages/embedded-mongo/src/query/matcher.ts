/** Compiles query filters with mingo; documents are matched in their "view" form (see values/document.ts). */
import { Query } from 'mingo';
import type { CollationSpec } from 'mingo/types';
import { toCommandError } from '../errors.js';
import { isPlainObject, toView, type Doc } from '../values/document.js';
import { collationFold } from '../values/collationFold.js';
import { compileSimpleFilter } from './fastMatch.js';
import { operatorContext, rewriteFilter } from './mongoOperators.js';

export type Matcher = (view: Doc) => boolean;

export const mingoOptions = { scriptEnabled: false, useStrictMode: true } as const;
/**
 * With the operators of mongoOperators.ts. Only for filters that use them: mingo merges a given
 * context into its own on every compile, which costs about half a plain compile.
 */
export const extendedMingoOptions = { ...mingoOptions, context: operatorContext } as const;

export interface MatchOptions {
  collation?: CollationSpec | undefined;
}

const matchAll: Matcher = () => true;

export function compileFilter(filter: unknown, options: MatchOptions = {}): Matcher {
  if (filter === undefined || filter === null) return matchAll;
  if (!isPlainObject(filter)) throw toCommandError(new Error('filter must be an object'));
  if (Object.keys(filter).length === 0) return matchAll;
  if (!options.collation) {
    const simple = compileSimpleFilter(filter);
    if (simple) return simple;
  }
  const fold = collationFold(options.collation);
  try {
    const rewritten = rewriteFilter(filter);
    const viewed = toView(rewritten) as Doc;
    const base = rewritten === filter ? mingoOptions : extendedMingoOptions;
    const query = new Query((fold ? fold(viewed) : viewed) as Doc, { ...base, collation: options.collation });
    return (view) => {
      try {
        return query.test(fold ? (fold(view) as Doc) : view);
      } catch (error) {
        throw toCommandError(error);
      }
    };
  } catch (error) {
    throw toCommandError(error);
  }
}
