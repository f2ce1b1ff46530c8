import type { LiveConnection } from './liveTypes.js';

/**
 * A write's answer names the record it made (`{ id }`): every tab then knows that record as this
 * page's own, so no tab shows a notification for it. Pass to createQueryClient's onMutationSuccess.
 */
export function noteOwnWrite(connection: LiveConnection, data: unknown): void {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  if (typeof id === 'string') connection.noteOwnWrite(id);
}
