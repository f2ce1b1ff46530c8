import type { LiveResource } from '@tradeboard/types/core';

/**
 * 'off': no stream on this page (tests, a shell without live updates): queries poll as the spec says.
 * 'connecting': first attempt; 'live': the stream is open; 'reconnecting': it dropped, polling resumed.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveState {
  status: LiveStatus;
  /** When an event last arrived (or the stream opened), ms since the epoch; null before any. */
  lastDataAt: number | null;
  /** This tab holds the one EventSource of the browser (the others get its events relayed). */
  leader: boolean;
}

/** What the stream tells the page: resources that changed, or "refetch everything". */
export type LiveMessage = { type: 'changed'; resources: LiveResource[]; id: string } | { type: 'reset' };

/** The page's one live connection, handed to every parcel through the contract (ParcelProps.live). */
export interface LiveConnection {
  getState(): LiveState;
  /** For useSyncExternalStore: called whenever getState() changes. */
  subscribe(listener: () => void): () => void;
  onMessage(listener: (message: LiveMessage) => void): () => void;
  /** Record a record this page wrote (an alert it posted), so no tab notifies about it. */
  noteOwnWrite(id: string): void;
  isOwnWrite(id: string): boolean;
  close(): void;
}

export const OFF_STATE: LiveState = { status: 'off', lastDataAt: null, leader: false };
