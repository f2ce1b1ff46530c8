/** createIndexes, listIndexes, dropIndexes. */
import { MongoCommandError } from '../errors.js';
import { parseIndexSpec, sameIndexOptions, sameKey } from '../storage/indexSpec.js';
import { isPlainObject, type Doc } from '../values/document.js';
import { collectionName, docArray, optionalDoc, type CommandHandler } from './context.js';

export const createIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'createIndexes');
  const specs = docArray(command, 'indexes').map(parseIndexSpec);
  const { collection, created } = context.engine.ensureCollection(context.db, name);
  const numIndexesBefore = collection.indexes.size + 1;
  let addedAny = false;
  for (const spec of specs) {
    if (spec.name === '_id_') continue;
    const sameName = collection.indexes.get(spec.name);
    if (sameName) {
      if (sameKey(sameName.spec, spec) && sameIndexOptions(sameName.spec, spec)) continue;
      if (sameKey(sameName.spec, spec)) {
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      throw new MongoCommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
      );
    }
    const sameKeyIndex = [...collection.indexes.values()].find((index) => sameKey(index.spec, spec));
    if (sameKeyIndex) {
      if (sameIndexOptions(sameKeyIndex.spec, spec)) continue;
      throw new MongoCommandError(
        'IndexOptionsConflict',
        `Index already exists with a different name: ${sameKeyIndex.name}`,
      );
    }
    collection.addIndex(spec);
    addedAny = true;
  }
  const reply: Doc = { numIndexesBefore, numIndexesAfter: collection.indexes.size + 1 };
  if (created) reply.createdCollectionAutomatically = true;
  else reply.createdCollectionAutomatically = false;
  if (!addedAny) reply.note = 'all indexes already exist';
  return { ...reply, ok: 1 };
};

export const listIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'listIndexes');
  const collection = context.engine.getCollection(context.db, name);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${context.db}.${name}`);
  const batchSize = optionalDoc(command, 'cursor')?.batchSize as number | undefined;
  const specs = collection.indexSpecs().map((spec) => ({ ...spec }));
  const cursor = context.cursors.open(`${context.db}.$cmd.listIndexes.${name}`, specs, { batchSize });
  return { cursor, ok: 1 };
};

export const dropIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'dropIndexes');
  const collection = context.engine.getCollection(context.db, name);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns not found ${context.db}.${name}`);
  const nIndexesWas = collection.indexes.size + 1;
  const target = command.index;
  let names: string[];
  if (target === '*') names = [...collection.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target) && target.every((item) => typeof item === 'string')) names = target as string[];
  else if (isPlainObject(target)) {
    const match = [...collection.indexes.values()].find(
      (index) => JSON.stringify(index.spec.key) === JSON.stringify(normaliseKey(target)),
    );
    if (!match) {
      if (JSON.stringify(normaliseKey(target)) === '{"_id":1}')
        throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
      throw new MongoCommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    }
    names = [match.name];
  } else
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'index' must be a string, an array of strings or an object",
    );
  for (const indexName of names) {
    if (indexName === '_id_') throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    if (!collection.indexes.has(indexName))
      throw new MongoCommandError('IndexNotFound', `index not found with name [${indexName}]`);
  }
  for (const indexName of names) collection.dropIndex(indexName);
  return { nIndexesWas, ok: 1 };
};

function normaliseKey(key: Doc): Doc {
  const normalised: Doc = {};
  for (const [field, direction] of Object.entries(key)) normalised[field] = Number(direction) > 0 ? 1 : -1;
  return normalised;
}
