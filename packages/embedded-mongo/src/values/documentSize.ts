/** MongoDB's 16 MiB document limit, checked before a document is stored. */
import { calculateObjectSize } from 'bson';
import { MongoCommandError } from '../errors.js';
import { MAX_BSON_OBJECT_SIZE } from '../wire/constants.js';
import type { Doc } from './document.js';

export function checkInsertSize(doc: Doc): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new MongoCommandError(
      'BadValue',
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}

export function checkUpdatedSize(doc: Doc): void {
  if (calculateObjectSize(doc) > MAX_BSON_OBJECT_SIZE) {
    throw new MongoCommandError(
      'BSONObjectTooLarge',
      `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}
