import { OFF_STATE, type LiveConnection } from './liveTypes.js';

/** No stream: what a view gets without the shell's connection (tests, an older shell). Queries poll. */
export const offlineConnection: LiveConnection = {
  getState: () => OFF_STATE,
  subscribe: () => () => undefined,
  onMessage: () => () => undefined,
  noteOwnWrite: () => undefined,
  isOwnWrite: () => false,
  close: () => undefined,
};
