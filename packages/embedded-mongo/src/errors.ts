/**
 * Errors shaped like MongoDB server errors: the driver turns `{ ok: 0, errmsg, code, codeName }`
 * replies into MongoServerError, so clients see the same codes as with a real mongod.
 */
const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  Unauthorized: 13,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  InvalidPipelineOperator: 168,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  WriteConflict: 112,
  ConflictingOperationInProgress: 117,
  TransactionTooOld: 225,
  NoSuchTransaction: 251,
  OperationNotSupportedInTransaction: 263,
  TransactionTooLarge: 334,
  ChangeStreamHistoryLost: 286,
  UnrecognizedPipelineStage: 40324,
  QueryFeatureNotAllowed: 224,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

/** Extra reply fields (keyPattern, keyValue, ...) travel with the error. */
export type ErrorDetails = Record<string, unknown>;

export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly details: ErrorDetails;

  constructor(codeName: ErrorCodeName, message: string, details: ErrorDetails = {}) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = codeName === 'UnrecognizedPipelineStage' ? 'Location40324' : codeName;
    this.details = details;
  }

  /** The `{ ok: 0, ... }` command reply. */
  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.details };
  }

  /** The entry of a `writeErrors` array (insert/update/delete replies). */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.details };
  }
}

/**
 * mingo throws plain errors for unknown or invalid operators; surface them as BadValue so the client
 * gets an error instead of a wrong answer. Anything else unexpected becomes InternalError.
 */
export function toCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.constructor.name : '';
  if (/would modify the immutable field/.test(message))
    return new MongoCommandError('ImmutableField', message.replace(/\.$/, ''));
  if (/non-numeric/.test(message)) return new MongoCommandError('TypeMismatch', message);
  if (/conflict/i.test(message)) return new MongoCommandError('ConflictingUpdateOperators', message);
  if (name === 'MingoError' || /operator|unknown|unsupported|invalid|expected|must/i.test(message)) {
    if (/pipeline operator/i.test(message)) {
      const stage = /(\$\w+)/.exec(message)?.[1] ?? '';
      return new MongoCommandError('UnrecognizedPipelineStage', `Unrecognized pipeline stage name: '${stage}'`);
    }
    const unknownOperator = /unknown query operator (\$\w+)/.exec(message);
    return new MongoCommandError('BadValue', unknownOperator ? `unknown operator: ${unknownOperator[1]}` : message);
  }
  return new MongoCommandError('InternalError', message);
}

export const badValue = (message: string): MongoCommandError => new MongoCommandError('BadValue', message);
