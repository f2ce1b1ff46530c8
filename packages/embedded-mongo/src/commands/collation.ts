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
  // MongoDB takes ICU locale ids ('en_US'); Intl wants BCP 47 tags ('en-US').
  return { ...collation, locale: collation.locale.replace(/_/g, '-') } as unknown as CollationSpec;
}
