/** Shared shape of insert/update/delete replies: `{ n, writeErrors?, ok: 1 }`. */
import { toCommandError } from '../errors.js';
import type { Doc } from '../values/document.js';

export class WriteErrors {
  readonly errors: Doc[] = [];

  /** Records a failure of statement `index`; returns whether an ordered batch must stop. */
  add(index: number, error: unknown, ordered: boolean): boolean {
    this.errors.push(toCommandError(error).toWriteError(index));
    return ordered;
  }

  decorate(reply: Doc): Doc {
    if (this.errors.length > 0) reply.writeErrors = this.errors;
    reply.ok = 1;
    return reply;
  }
}

export function isOrdered(command: Doc): boolean {
  return command.ordered !== false;
}
