/** findAndModify: update or remove one document and return it (before or after). */
import { MongoCommandError } from '../errors.js';
import { compileProjection } from '../query/projection.js';
import { runQuery } from '../query/run.js';
import { parseSort } from '../query/sort.js';
import type { Doc } from '../values/document.js';
import { collationOf } from './collation.js';
import { collectionName, optionalDoc, truthy, type CommandHandler } from './context.js';
import { executeUpdate, parseUpdateStatement } from './updateCore.js';

export const findAndModify: CommandHandler = (command, context) => {
  const name = collectionName(command, Object.keys(command)[0] as string);
  const filter = optionalDoc(command, 'query') ?? {};
  const sort = parseSort(command.sort);
  const collation = collationOf(command);
  const project = compileProjection(command.fields);
  const returnNew = truthy(command.new);
  const shown = (doc: Doc | undefined): Doc | null => (doc ? ((project ? project([doc])[0] : doc) ?? null) : null);

  if (truthy(command.remove)) {
    if (command.update !== undefined)
      throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
    if (truthy(command.upsert))
      throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    if (returnNew)
      throw new MongoCommandError(
        'FailedToParse',
        "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
      );
    const collection = context.engine.getCollection(context.db, name);
    const [record] = runQuery(collection, { filter, sort, limit: 1, collation });
    if (record) collection?.delete(record);
    return { lastErrorObject: { n: record ? 1 : 0 }, value: shown(record?.doc), ok: 1 };
  }

  if (command.update === undefined)
    throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const statement = {
    ...parseUpdateStatement({
      q: filter,
      u: command.update,
      upsert: truthy(command.upsert),
      arrayFilters: command.arrayFilters,
    }),
    sort,
    collation,
  };
  const result = executeUpdate(context.engine, context.db, name, statement);
  const lastErrorObject: Doc = {
    n: result.upsertedId !== undefined ? 1 : result.matched,
    updatedExisting: result.matched > 0,
  };
  if (result.upsertedId !== undefined) lastErrorObject.upserted = result.upsertedId;
  const value = returnNew ? result.after : result.before;
  return { lastErrorObject, value: shown(value), ok: 1 };
};
