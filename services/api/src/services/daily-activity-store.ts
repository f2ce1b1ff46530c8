/**
 * Writes of a fund's daily activity (the day's lists and the history entries they record), each one
 * MongoDB transaction through inTransaction, so the list and its history never disagree:
 * - applyDailyChange: one ticker added to or removed from one list ($addToSet / $pull on the stored
 *   document, never a rewrite of the list), so two admins adding tickers at once both keep theirs;
 * - saveDailyLists: both lists replaced (the whole-list POST), conditional on If-Match.
 * A ticker new to a list records a holding_added / holding_removed entry once per fund and date.
 */
import { STALE_WRITE_MESSAGE, type ActivityFund, type DailyActivityChange, type IfMatch } from '@tradeboard/types';
import type { ClientSession, Connection } from 'mongoose';
import { dailyActivityModel, type DailyActivityDoc } from '../db/models/daily-activity.js';
import { dayKey } from '../db/models/day-key.js';
import { portfolioActivityModel } from '../db/models/portfolio-activity.js';
import { inTransaction } from '../db/transaction.js';
import { matchesVersion, preconditionFailed, versionFilter } from '../http/if-match.js';
import { ApiError } from '../http/errors.js';
import { insertActivities } from './portfolio-activity.js';
import { entriesToRecord, newlyListed, type DailyLists, type ListedActivity } from './daily-activity.js';

export interface DayKey {
  fund: ActivityFund;
  /** MM/DD/YYYY */
  date: string;
}

export interface DailyWriteResult {
  record: DailyActivityDoc;
  /** This write created the day's record (201). */
  created: boolean;
}

type ListName = 'addedPositions' | 'removedPositions';
const OTHER: Record<ListName, ListName> = { addedPositions: 'removedPositions', removedPositions: 'addedPositions' };

/** Store the history entries of newly listed tickers, minus those the history already holds for the day. */
async function recordNewlyListed(
  db: Connection,
  { fund, date }: DayKey,
  fresh: { added: string[]; removed: string[] },
  session: ClientSession,
): Promise<void> {
  const history = portfolioActivityModel(db);
  const tickers = [...fresh.added, ...fresh.removed];
  if (tickers.length === 0) return;
  const recorded = await history
    .find(
      {
        fund,
        date,
        details: null,
        activityType: { $in: ['holding_added', 'holding_removed'] },
        ticker: { $in: tickers },
      },
      { activityType: 1, ticker: 1 },
      { session },
    )
    .lean<ListedActivity[]>();
  const entries = entriesToRecord(fresh, recorded).map((entry) => ({ fund, date, ...entry, details: null }));
  await insertActivities(history, entries, session);
}

async function readDay(db: Connection, { fund, date }: DayKey, session: ClientSession) {
  return dailyActivityModel(db).findOne({ fund, date }, null, { session }).lean<DailyActivityDoc>();
}

/** Add one ticker to a list (taking it off the other) or remove it, with its history entry. */
export function applyDailyChange(db: Connection, change: DailyActivityChange): Promise<DailyWriteResult> {
  const { fund, date, list, action, ticker } = change;
  const key = { fund, date };
  return inTransaction(db, async (session) => {
    const stored = await readDay(db, key, session);
    const onList = stored?.[list]?.includes(ticker) ?? false;
    // Nothing to change (a repeat, or removing a ticker that is not listed): no write, no new version.
    if (action === 'add' ? onList : !onList) {
      if (stored) return { record: stored, created: false };
      // Removing from a day with no record: still nothing stored.
      throw new ApiError(404, `No daily activity stored for ${fund} on ${date}`);
    }
    // A new day's record gets both lists (an upsert only creates the fields its update names).
    const other = stored ? { $pull: { [OTHER[list]]: ticker } } : { $setOnInsert: { [OTHER[list]]: [] } };
    const update =
      action === 'add'
        ? { $addToSet: { [list]: ticker }, ...other, $set: { _dateKey: dayKey(date) } }
        : { $pull: { [list]: ticker } };
    // 'before': whether the ticker was on the list when this atomic update ran decides its history entry.
    const before = await dailyActivityModel(db)
      .findOneAndUpdate(key, update, { upsert: action === 'add', returnDocument: 'before', session })
      .lean<DailyActivityDoc>();
    if (action === 'add' && !(before?.[list]?.includes(ticker) ?? false)) {
      const fresh = list === 'addedPositions' ? { added: [ticker], removed: [] } : { added: [], removed: [ticker] };
      await recordNewlyListed(db, key, fresh, session);
    }
    const record = (await readDay(db, key, session))!;
    return { record, created: before === null };
  });
}

/**
 * Replace both lists (upsert), recording the newly listed tickers. With If-Match the day's record must
 * exist at that version (412 otherwise, `current` null when there is none); the version is part of
 * the update's filter, so a write landing after the read below still makes this one a 412.
 */
export function saveDailyLists(
  db: Connection,
  key: DayKey,
  lists: DailyLists,
  ifMatch: IfMatch | undefined,
): Promise<DailyWriteResult> {
  return inTransaction(db, async (session) => {
    const stored = await readDay(db, key, session);
    if (ifMatch !== undefined) {
      if (!stored) throw new ApiError(412, STALE_WRITE_MESSAGE, undefined, undefined, { current: null });
      if (!matchesVersion(ifMatch, stored.version ?? 1)) throw preconditionFailed(stored);
    }
    const set = {
      addedPositions: [...lists.addedPositions],
      removedPositions: [...lists.removedPositions],
      _dateKey: dayKey(key.date),
    };
    const saved = await dailyActivityModel(db)
      .findOneAndUpdate(
        { ...key, ...versionFilter(ifMatch) },
        { $set: set },
        {
          upsert: ifMatch === undefined,
          returnDocument: 'after',
          session,
        },
      )
      .lean<DailyActivityDoc>();
    if (!saved) throw preconditionFailed((await readDay(db, key, session))!);
    await recordNewlyListed(db, key, newlyListed(stored, lists), session);
    return { record: saved, created: !stored };
  });
}
