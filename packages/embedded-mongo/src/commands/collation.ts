/** Collation option: passed to mingo for string comparison; only locale/strength are honoured. */
import type { CollationSpec } from 'mingo/types';
import { isPlainObject, type Doc } from '../values/document.js';
import { MongoCommandError } from '../errors.js';

export function collationOf(source: Doc): CollationSpec | undefined {
  const collation = source.collation;
  if (collation === undefined || collation === null) return undefined;
  if (!isPlainObject(collation) || typeof collation.locale !== 'string') {
    throw new MongoCommandError('FailedToParse', "collation must be an object with a 'locale' string");
  }
  if (collation.locale === 'simple') return undefined;
  return collation as unknown as CollationSpec;
}
