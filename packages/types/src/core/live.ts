/**
 * Live updates (GET /api/events): which stored collections make which resources change. A resource
 * is named once here; the API names it in its `changed` events and the UI kit refreshes the query
 * keys of that name. Admin-only resources are named only to admin sessions.
 */
export const LIVE_RESOURCES = {
  stocks: { resource: 'stocks', adminOnly: false },
  stock_analysis_history: { resource: 'analysis-history', adminOnly: false },
  holdings: { resource: 'holdings', adminOnly: false },
  options: { resource: 'options', adminOnly: false },
  flow_holdings: { resource: 'flow-holdings', adminOnly: false },
  manual_pnl: { resource: 'manual-pnl', adminOnly: false },
  daily_activity: { resource: 'daily-activity', adminOnly: false },
  portfolio_activity: { resource: 'portfolio-activity', adminOnly: false },
  unusual_flow: { resource: 'unusual-flow', adminOnly: false },
  next_session_trades: { resource: 'next-session-trades', adminOnly: false },
  portfolio_metrics: { resource: 'portfolio-metrics', adminOnly: false },
  courses: { resource: 'courses', adminOnly: false },
  lessons: { resource: 'lessons', adminOnly: false },
  documentation: { resource: 'documentation', adminOnly: false },
  bot_analysis: { resource: 'bot-analysis', adminOnly: true },
  // A module deployed or rolled back: open pages load the new version at their next tab change.
  module_deployments: { resource: 'modules', adminOnly: false },
} as const;

export type LiveCollection = keyof typeof LIVE_RESOURCES;
export type LiveResource = (typeof LIVE_RESOURCES)[LiveCollection]['resource'];

/** Every resource name, in the order above. */
export const LIVE_RESOURCE_NAMES: readonly LiveResource[] = Object.values(LIVE_RESOURCES).map(
  (entry) => entry.resource,
);

/** What a `changed` event's data says (JSON). `id` is also the event's SSE id, for Last-Event-ID. */
export interface LiveChange {
  resources: LiveResource[];
  id: string;
}

/** SSE event names of GET /api/events. */
export const LIVE_EVENTS = {
  /** Some resources changed: refetch them. */
  changed: 'changed',
  /** The server cannot say what changed since the client's Last-Event-ID: refetch everything. */
  reset: 'reset',
} as const;

/** Timings of the live stream (milliseconds). */
export const LIVE_TIMINGS_MS = {
  /** Changes within this window go out as one event. */
  coalesce: 100,
  /** A comment line this often keeps proxies and the browser from timing the stream out. */
  heartbeat: 15_000,
} as const;
