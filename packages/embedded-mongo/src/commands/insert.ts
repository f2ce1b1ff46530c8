/** insert: `{ insert: coll, documents: [...], ordered }` -> `{ n, writeErrors?, ok }`. */
import { MongoCommandError } from '../errors.js';
import { withId } from '../query/upsert.js';
import { isPlainObject } from '../values/document.js';
import { checkInsertSize } from '../values/documentSize.js';
import { collectionName, docArray, type CommandHandler } from './context.js';
import { isOrdered, WriteErrors } from './writeResult.js';

export const insert: CommandHandler = (command, context) => {
  const name = collectionName(command, 'insert');
  const documents = docArray(command, 'documents');
  const ordered = isOrdered(command);
  const { collection } = context.engine.ensureCollection(context.db, name);
  const errors = new WriteErrors();
  let n = 0;
  for (let index = 0; index < documents.length; index++) {
    try {
      const doc = documents[index];
      if (!isPlainObject(doc)) throw new MongoCommandError('TypeMismatch', 'documents must be objects');
      if (Array.isArray(doc._id)) throw new MongoCommandError('BadValue', "can't use an array for _id");
      const stored = withId(doc);
      checkInsertSize(stored);
      collection.insert(stored);
      n++;
    } catch (error) {
      if (errors.add(index, error, ordered)) break;
    }
  }
  return errors.decorate({ n });
};
