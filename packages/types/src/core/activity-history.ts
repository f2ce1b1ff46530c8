/**
 * The Portfolio Activity History as the screen shows it (SPEC section 4): entries grouped by date,
 * newest date first, each with its label, its tone (green added, red removed, blue modified, grey
 * otherwise) and the details stored with it. Pure: the API answer in, display data out.
 */
import { activityLabel } from './activity.js';
import { isoDateOf } from './dates.js';

export type ActivityTone = 'added' | 'removed' | 'modified' | 'other';

/** The fields of an activity entry the history reads. */
export interface HistoryEntryInput {
  id: string;
  date: string;
  activityType: string;
  ticker: string;
  details: string | null;
  createdAt: string;
}

/** Details an entry may carry (SPEC section 3: quantity, price, strike, expiry, optionType). */
export interface ActivityDetails {
  quantity?: number;
  price?: number;
  strike?: number;
  expiry?: string;
  optionType?: string;
  /** What an edit changed (holding_modified): field and new value, null when cleared (issue 28). */
  changes?: Array<{ field: string; to: string | number | null }>;
}

export interface HistoryEntry {
  id: string;
  ticker: string;
  activityType: string;
  label: string;
  tone: ActivityTone;
  details: ActivityDetails;
  createdAt: string;
}

export interface HistoryDay {
  /** MM/DD/YYYY */
  date: string;
  entries: HistoryEntry[];
}

/** added / removed / modified from the type's suffix; anything unknown is 'other' (grey). */
export function activityTone(activityType: string): ActivityTone {
  if (activityLabel(activityType) === 'Unknown Activity') return 'other';
  if (activityType.endsWith('_added')) return 'added';
  if (activityType.endsWith('_removed')) return 'removed';
  return 'modified';
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The known detail fields of an entry's JSON text; malformed text, or fields of the wrong kind, are left out. */
export function parseActivityDetails(details: string | null): ActivityDetails {
  if (!details) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const source = parsed as Record<string, unknown>;
  const out: ActivityDetails = {};
  if (isNumber(source.quantity)) out.quantity = source.quantity;
  if (isNumber(source.price)) out.price = source.price;
  if (isNumber(source.strike)) out.strike = source.strike;
  if (isText(source.expiry)) out.expiry = source.expiry;
  const type = source.optionType ?? source.type;
  if (isText(type)) out.optionType = type;
  const changes = source.changes;
  if (typeof changes === 'object' && changes !== null && !Array.isArray(changes)) {
    const listed = Object.entries(changes as Record<string, unknown>).flatMap(([field, change]) => {
      const to = (change as { to?: unknown } | null)?.to;
      return to === null || isNumber(to) || isText(to) ? [{ field, to }] : [];
    });
    if (listed.length > 0) out.changes = listed;
  }
  return out;
}

/** 'MM/DD/YYYY' as a sortable 'YYYY-MM-DD' (text that is not a US date sorts as itself, after real dates). */
const sortKey = (usDate: string) => isoDateOf(usDate) ?? `~${usDate}`;

/** Groups by date, newest date first; inside a date, newest created first (ties keep the given order). */
export function groupActivityHistory(entries: readonly HistoryEntryInput[]): HistoryDay[] {
  const byDate = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const day = byDate.get(entry.date) ?? [];
    day.push({
      id: entry.id,
      ticker: entry.ticker,
      activityType: entry.activityType,
      label: activityLabel(entry.activityType),
      tone: activityTone(entry.activityType),
      details: parseActivityDetails(entry.details),
      createdAt: entry.createdAt,
    });
    byDate.set(entry.date, day);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (sortKey(a) < sortKey(b) ? 1 : sortKey(a) > sortKey(b) ? -1 : 0))
    .map(([date, dayEntries]) => ({
      date,
      entries: dayEntries.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)),
    }));
}

/** 'No portfolio activity recorded in the last N days.' */
export function emptyHistoryText(days: number): string {
  return `No portfolio activity recorded in the last ${days} days.`;
}
