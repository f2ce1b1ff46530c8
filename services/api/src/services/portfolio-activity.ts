/**
 * Portfolio activity entries written as a side effect of other writes (holding edits and deletes,
 * option adds and deletes, daily activity saves). Inside a transaction (`insertActivities`) they
 * share its fate with the write they describe. `recordActivities`, for writes outside a
 * transaction, is best effort: a failure is logged, never turned into a failed answer for a write
 * that already happened (the spec's own client treats activity posts the same way).
 */
import type { ActivityFund, ActivityType } from '@tradeboard/types';
import type { ClientSession, Model } from 'mongoose';
import type { PortfolioActivityDoc } from '../db/models/portfolio-activity.js';
import { dayKey } from '../db/models/day-key.js';
import type { Logger } from '../logger.js';

export interface ActivityEntry {
  fund: ActivityFund;
  /** MM/DD/YYYY */
  date: string;
  activityType: ActivityType;
  ticker: string;
  /** Stored as JSON text; null when there is nothing to add. */
  details: Record<string, unknown> | null;
}

/** The document to store for an entry (details as JSON text, the sortable date key filled in). */
export function activityDocument(entry: ActivityEntry): Omit<PortfolioActivityDoc, 'createdAt'> {
  return {
    fund: entry.fund,
    date: entry.date,
    _dateKey: dayKey(entry.date),
    activityType: entry.activityType,
    ticker: entry.ticker,
    details: entry.details === null ? null : JSON.stringify(entry.details),
  };
}

export async function recordActivities(
  model: Model<PortfolioActivityDoc>,
  logger: Logger,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await model.insertMany(entries.map(activityDocument), { ordered: true });
  } catch (err) {
    logger.error({ err, entries: entries.length }, 'recording portfolio activity failed');
  }
}

/** Records the entries as part of the caller's transaction: a failure fails (and rolls back) the whole change. */
export async function insertActivities(
  model: Model<PortfolioActivityDoc>,
  entries: readonly ActivityEntry[],
  session: ClientSession,
): Promise<void> {
  if (entries.length > 0) await model.insertMany(entries.map(activityDocument), { ordered: true, session });
}
