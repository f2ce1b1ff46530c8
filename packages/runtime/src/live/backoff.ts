/**
 * Delay before reopening the stream after the browser gave up on it: exponential from `baseMs`,
 * capped at `maxMs`, with "equal jitter" (half fixed, half random) so that every tab of every
 * student does not come back at the same instant after a server restart.
 */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
