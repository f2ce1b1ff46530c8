/** One update statement (shared by `update` and `findAndModify`): match, modify, or upsert. */
import type { CollationSpec } from 'mingo/types';
import { MongoCommandError } from '../errors.js';
import { runQuery } from '../query/run.js';
import type { SortSpec } from '../query/sort.js';
import { applyUpdate, isOperatorUpdate, validateUpdate, type UpdateSpec } from '../query/update.js';
import { seedFromFilter, withId } from '../query/upsert.js';
import type { Engine } from '../storage/engine.js';
import { cloneDoc, isPlainObject, type Doc } from '../values/document.js';
import { checkInsertSize, checkUpdatedSize } from '../values/documentSize.js';

export interface UpdateStatement {
  filter: Doc;
  update: UpdateSpec;
  multi: boolean;
  upsert: boolean;
  arrayFilters?: Doc[] | undefined;
  collation?: CollationSpec | undefined;
  sort?: SortSpec | undefined;
}

export interface UpdateStatementResult {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** For single-document statements: the document before and after the change. */
  before?: Doc;
  after?: Doc;
}

export function parseUpdateStatement(raw: Doc): UpdateStatement {
  if (!isPlainObject(raw.q)) throw new MongoCommandError('TypeMismatch', "BSON field 'q' is missing or not an object");
  const update = validateUpdate(raw.u);
  const multi = raw.multi === true;
  if (multi && !Array.isArray(update) && !isOperatorUpdate(update)) {
    throw new MongoCommandError('FailedToParse', 'multi update is not supported for replacement-style update');
  }
  let arrayFilters: Doc[] | undefined;
  if (raw.arrayFilters !== undefined) {
    if (!Array.isArray(raw.arrayFilters) || !raw.arrayFilters.every(isPlainObject)) {
      throw new MongoCommandError('TypeMismatch', 'arrayFilters must be an array of objects');
    }
    arrayFilters = raw.arrayFilters;
  }
  return { filter: raw.q, update, multi, upsert: raw.upsert === true, arrayFilters };
}

export function executeUpdate(
  engine: Engine,
  db: string,
  collectionName: string,
  statement: UpdateStatement,
): UpdateStatementResult {
  const collection = engine.getCollection(db, collectionName);
  const records = runQuery(collection, {
    filter: statement.filter,
    limit: statement.multi ? 0 : 1,
    sort: statement.sort,
    collation: statement.collation,
  });
  if (records.length === 0) {
    if (!statement.upsert) return { matched: 0, modified: 0 };
    return upsert(engine, db, collectionName, statement);
  }
  let modified = 0;
  const kind = Array.isArray(statement.update) || isOperatorUpdate(statement.update) ? 'update' : 'replace';
  let before: Doc | undefined;
  let after: Doc | undefined;
  for (const record of records) {
    const outcome = applyUpdate(record.doc, statement.update, {
      arrayFilters: statement.arrayFilters,
      filter: statement.filter,
    });
    before = record.doc;
    after = record.doc;
    if (outcome.modified && collection) {
      checkUpdatedSize(outcome.doc);
      after = collection.replace(record, outcome.doc, kind).doc;
      modified++;
    }
  }
  const result: UpdateStatementResult = { matched: records.length, modified };
  if (!statement.multi && before && after) Object.assign(result, { before, after });
  return result;
}

function upsert(engine: Engine, db: string, collectionName: string, statement: UpdateStatement): UpdateStatementResult {
  const seed = seedFromFilter(statement.filter);
  let doc: Doc;
  if (Array.isArray(statement.update) || isOperatorUpdate(statement.update)) {
    doc = applyUpdate(seed, statement.update, { arrayFilters: statement.arrayFilters, inserting: true }).doc;
  } else {
    const replacement = cloneDoc(statement.update);
    if (seed._id !== undefined && replacement._id === undefined) replacement._id = seed._id;
    doc = replacement;
  }
  doc = withId(doc);
  checkInsertSize(doc);
  const { collection } = engine.ensureCollection(db, collectionName);
  const record = collection.insert(doc);
  return { matched: 0, modified: 0, upsertedId: record.doc._id, after: record.doc };
}
