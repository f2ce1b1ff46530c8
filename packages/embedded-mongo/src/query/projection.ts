/** Field projection (inclusion, exclusion, $slice, $elemMatch, positional) through mingo. */
import { find } from 'mingo';
import { toCommandError } from '../errors.js';
import { idFirst, isPlainObject, type Doc } from '../values/document.js';
import { mingoOptions } from './matcher.js';

export type Projector = (docs: Doc[]) => Doc[];

/** Undefined when there is nothing to project (documents are returned whole). */
export function compileProjection(projection: unknown, filter?: Doc): Projector | undefined {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return undefined;
  const positional = Object.keys(projection).some((key) => key.endsWith('.$'));
  return (docs) => {
    try {
      const projected = find(docs, positional && filter ? filter : {}, projection, mingoOptions).all() as Doc[];
      return projected.map(idFirst);
    } catch (error) {
      throw toCommandError(error);
    }
  };
}
