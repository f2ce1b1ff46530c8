/** update: `{ update: coll, updates: [{ q, u, multi, upsert, arrayFilters }] }` -> `{ n, nModified, upserted?, ok }`. */
import { collectionName, docArray, type CommandHandler } from './context.js';
import { collationOf } from './collation.js';
import { executeUpdate, parseUpdateStatement } from './updateCore.js';
import { isOrdered, WriteErrors } from './writeResult.js';
import type { Doc } from '../values/document.js';

export const update: CommandHandler = (command, context) => {
  const name = collectionName(command, 'update');
  const statements = docArray(command, 'updates');
  const ordered = isOrdered(command);
  const errors = new WriteErrors();
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  for (let index = 0; index < statements.length; index++) {
    try {
      const raw = statements[index] as Doc;
      const statement = { ...parseUpdateStatement(raw), collation: collationOf(raw) };
      const result = executeUpdate(context.engine, context.db, name, statement);
      if (result.upsertedId !== undefined) {
        upserted.push({ index, _id: result.upsertedId });
        n += 1;
      } else {
        n += result.matched;
        nModified += result.modified;
      }
    } catch (error) {
      if (errors.add(index, error, ordered)) break;
    }
  }
  const reply: Doc = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  return errors.decorate(reply);
};
