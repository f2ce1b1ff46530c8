export { bindQueryClient } from './bindQueryClient.js';
export { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './backoff.js';
export { createLiveConnection, LIVE_CHANNEL_NAME, LIVE_EVENTS_URL } from './liveConnection.js';
export type { LiveConnectionOptions } from './liveConnection.js';
export type { EventSourceFactory } from './eventSourceLink.js';
export { LIVE_QUERY_KEYS, liveQueryKeysOf } from './liveQueryKeys.js';
export {
  LiveConnectionProvider,
  useLiveConnection,
  useLiveState,
  usePollingInterval,
} from './LiveConnectionContext.js';
export { offlineConnection } from './offlineConnection.js';
export { flowAlertRequestAtom, requestFlowAlert } from './flowAlertRequest.js';
export type { FlowAlertRequest } from './flowAlertRequest.js';
export type { LiveConnection, LiveMessage, LiveState, LiveStatus } from './liveTypes.js';
export { noteOwnWrite } from './ownWrites.js';
