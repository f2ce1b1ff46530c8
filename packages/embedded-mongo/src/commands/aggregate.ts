/** aggregate: `{ aggregate: coll | 1, pipeline, cursor: { batchSize } }`. */
import { MongoCommandError } from '../errors.js';
import { runAggregate, validatePipeline } from '../query/aggregate.js';
import { hintOrder } from '../query/hint.js';
import { idFirst, isPlainObject } from '../values/document.js';
import { collationOf } from './collation.js';
import { optionalDoc, optionalNumber, type CommandHandler } from './context.js';

export const aggregate: CommandHandler = (command, context) => {
  const target = command.aggregate;
  if (typeof target !== 'string' && target !== 1) {
    throw new MongoCommandError('TypeMismatch', 'collection name has invalid type');
  }
  if (command.explain === true)
    throw new MongoCommandError('CommandNotSupported', 'explain is not supported by embedded-mongo');
  const cursorOptions = optionalDoc(command, 'cursor');
  if (!cursorOptions)
    throw new MongoCommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  const pipeline = validatePipeline(command.pipeline);
  if (isPlainObject(pipeline[0]) && pipeline[0].$changeStream !== undefined) {
    return context.changeStreams.open({ ...command, pipeline }, context.db);
  }
  const name = typeof target === 'string' ? target : '$cmd.aggregate';
  const collection = typeof target === 'string' ? context.engine.getCollection(context.db, target) : undefined;
  const results = runAggregate({
    collection,
    hintOrder: hintOrder(collection, command.hint),
    namespace: `${context.db}.${name}`,
    resolveCollection: (other) => context.engine.getCollection(context.db, other),
    pipeline,
    collation: collationOf(command),
    variables: optionalDoc(command, 'let'),
  });
  const batchSize = optionalNumber(cursorOptions, 'batchSize');
  const cursor = context.cursors.open(`${context.db}.${name}`, results.map(idFirst), { batchSize });
  return { cursor, ok: 1 };
};
