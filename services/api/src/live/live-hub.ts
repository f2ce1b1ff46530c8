/**
 * The open live streams of this process and what they are sent. Changes arriving within
 * LIVE_TIMINGS_MS.coalesce go out as one `changed` event naming the resources; each change's id
 * (its resume token, the same in every API process) is remembered, so a client that reconnects
 * with Last-Event-ID, to this process or another, gets one event with what it missed, or `reset`
 * when that is further back than this process remembers.
 */
import { LIVE_EVENTS, LIVE_RESOURCES, LIVE_TIMINGS_MS, type LiveResource } from '@tradeboard/types';
import type { LiveClient } from './live-client.js';

/** Changes remembered for Last-Event-ID. */
const HISTORY = 10_000;

interface RememberedChange {
  id: string;
  resource: LiveResource;
  adminOnly: boolean;
}

export interface LiveHubOptions {
  coalesceMs?: number;
  heartbeatMs?: number;
}

export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly history: RememberedChange[] = [];
  private pending: RememberedChange[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly coalesceMs: number;

  constructor(options: LiveHubOptions = {}) {
    this.coalesceMs = options.coalesceMs ?? LIVE_TIMINGS_MS.coalesce;
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.comment('heartbeat');
    }, options.heartbeatMs ?? LIVE_TIMINGS_MS.heartbeat);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Open streams from one client address (for the per-address cap). */
  countFrom(address: string): number {
    let count = 0;
    for (const client of this.clients) if (client.address === address) count++;
    return count;
  }

  /** A change to a stored collection (from the change stream). Others than the product's are ignored. */
  change(collection: string, id: string): void {
    const known = (LIVE_RESOURCES as Record<string, { resource: LiveResource; adminOnly: boolean }>)[collection];
    if (!known) return;
    const change = { id, resource: known.resource, adminOnly: known.adminOnly };
    this.history.push(change);
    if (this.history.length > HISTORY) this.history.splice(0, this.history.length - HISTORY);
    this.pending.push(change);
    this.flushTimer ??= setTimeout(() => this.flush(), this.coalesceMs);
  }

  /** History was lost (the database could not resume): every client refetches everything. */
  lost(): void {
    this.history.length = 0;
    this.pending = [];
    for (const client of this.clients) client.send(LIVE_EVENTS.reset, {}, undefined);
  }

  /** Adds a client; with `lastEventId`, first sends what it missed since then (or `reset`). */
  add(client: LiveClient, lastEventId: string | undefined): void {
    this.clients.add(client);
    client.onClose(() => this.clients.delete(client));
    if (lastEventId === undefined || lastEventId === '') return;
    const seen = this.history.findIndex((change) => change.id === lastEventId);
    if (seen === -1) client.send(LIVE_EVENTS.reset, {}, this.history[this.history.length - 1]?.id);
    // The changes still pending go out with the next flush, to this client too.
    else this.deliver(client, this.history.slice(seen + 1, this.history.length - this.pending.length));
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    for (const client of [...this.clients]) client.close();
  }

  private flush(): void {
    this.flushTimer = undefined;
    const changes = this.pending;
    this.pending = [];
    for (const client of this.clients) this.deliver(client, changes);
  }

  /** One `changed` event with the resources this client may see (admin-only ones to admin sessions only). */
  private deliver(client: LiveClient, changes: RememberedChange[]): void {
    const visible = client.admin ? changes : changes.filter((change) => !change.adminOnly);
    const last = visible[visible.length - 1];
    if (!last) return;
    const resources = [...new Set(visible.map((change) => change.resource))];
    client.send(LIVE_EVENTS.changed, { resources, id: last.id }, last.id);
  }
}
