/** delete: `{ delete: coll, deletes: [{ q, limit }] }` -> `{ n, ok }`. */
import { runQuery } from '../query/run.js';
import { isPlainObject, numericValue } from '../values/document.js';
import { MongoCommandError } from '../errors.js';
import { collectionName, docArray, type CommandHandler } from './context.js';
import { isOrdered, WriteErrors } from './writeResult.js';
import { collationOf } from './collation.js';

export const deleteCommand: CommandHandler = (command, context) => {
  const name = collectionName(command, 'delete');
  const statements = docArray(command, 'deletes');
  const ordered = isOrdered(command);
  const collection = context.engine.getCollection(context.db, name);
  const errors = new WriteErrors();
  let n = 0;
  statements.forEach((statement, index) => {
    if (errors.errors.length > 0 && ordered) return;
    try {
      if (!isPlainObject(statement.q))
        throw new MongoCommandError('TypeMismatch', "BSON field 'delete.deletes.q' is missing or not an object");
      const limit = numericValue(statement.limit) ?? 0;
      if (limit !== 0 && limit !== 1)
        throw new MongoCommandError('BadValue', 'The limit field in delete objects must be 0 or 1');
      const records = runQuery(collection, { filter: statement.q, limit, collation: collationOf(statement) });
      for (const record of records) collection?.delete(record);
      n += records.length;
    } catch (error) {
      errors.add(index, error, ordered);
    }
  });
  return errors.decorate({ n });
};
