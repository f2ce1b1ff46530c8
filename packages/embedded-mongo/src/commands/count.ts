/** count and distinct. */
import { MongoCommandError } from '../errors.js';
import { compileFilter } from '../query/matcher.js';
import { candidateRecords } from '../query/planner.js';
import { countMatches } from '../query/run.js';
import { keyOf } from '../values/keys.js';
import { valuesAtPath } from '../values/paths.js';
import { collationOf } from './collation.js';
import { collectionName, nonNegative, optionalDoc, type CommandHandler } from './context.js';

export const count: CommandHandler = (command, context) => {
  const name = collectionName(command, 'count');
  const collection = context.engine.getCollection(context.db, name);
  let n = countMatches(collection, optionalDoc(command, 'query'), collationOf(command));
  const skip = nonNegative(command, 'skip') ?? 0;
  const limit = Math.abs(Number(command.limit ?? 0)) || 0;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

export const distinct: CommandHandler = (command, context) => {
  const name = collectionName(command, 'distinct');
  const key = command.key;
  if (typeof key !== 'string' || key.length === 0)
    throw new MongoCommandError('TypeMismatch', "BSON field 'distinct.key' must be a string");
  const collection = context.engine.getCollection(context.db, name);
  const values: unknown[] = [];
  if (collection) {
    const filter = optionalDoc(command, 'query');
    const collation = collationOf(command);
    const matches = compileFilter(filter, { collation });
    const seen = new Set<string>();
    for (const record of candidateRecords(collection, filter, { collation })) {
      if (!matches(record.view)) continue;
      const { values: found } = valuesAtPath(record.doc, key);
      for (const value of found) {
        if (value === undefined) continue;
        const canonical = keyOf(value);
        if (seen.has(canonical)) continue;
        seen.add(canonical);
        values.push(value);
      }
    }
  }
  return { values, ok: 1 };
};
