/**
 * Portfolio activity entries written as a side effect of other writes (holding edits and deletes,
 * option adds, edits and deletes, daily activity changes), always in the same transaction as the
 * write they describe: both are stored or neither.
 */
import type { ActivityFund, ActivityType } from '@tradeboard/types';
import type { ClientSession, Model } from 'mongoose';
import type { PortfolioActivityDoc } from '../db/models/portfolio-activity.js';
import { dayKey } from '../db/models/day-key.js';

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
function activityDocument(entry: ActivityEntry): Omit<PortfolioActivityDoc, 'createdAt'> {
  return {
    fund: entry.fund,
    date: entry.date,
    _dateKey: dayKey(entry.date),
    activityType: entry.activityType,
    ticker: entry.ticker,
    details: entry.details === null ? null : JSON.stringify(entry.details),
  };
}

/** Records the entries as part of the caller's transaction: a failure fails (and rolls back) the whole change. */
export async function insertActivities(
  model: Model<PortfolioActivityDoc>,
  entries: readonly ActivityEntry[],
  session: ClientSession,
): Promise<void> {
  if (entries.length > 0) await model.insertMany(entries.map(activityDocument), { ordered: true, session });
}
