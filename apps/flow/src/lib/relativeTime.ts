/**
 * How long ago an alert was detected, as the student cards say it (SPEC "Unusual Flow (student)"):
 * 'Just now' under a minute, '1 min ago', 'N mins ago', then hours, then days.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export function relativeTime(createdAt: string | Date, now: Date): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  // A clock a little ahead on the server still reads as 'Just now', never as a negative age.
  if (!(elapsed >= MINUTE_MS)) return 'Just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'min');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}

/** How often the cards re-read the clock: often enough that 'Just now' turns into '1 min ago' on time. */
export const RELATIVE_TIME_TICK_MS = 15_000;
