import { isoDateOf } from '@tradeboard/types';

/** 'MM/DD/YYYY' -> 'YYYY-MM-DD': a sortable key stored next to US dates (as `_dateKey`, never sent out). */
export function dayKey(usDate: string): string {
  return isoDateOf(usDate) ?? usDate;
}
