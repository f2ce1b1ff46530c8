import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.js';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1 min ago'],
    [2 * MINUTE - 1, '1 min ago'],
    [2 * MINUTE, '2 mins ago'],
    [59 * MINUTE + 59 * SECOND, '59 mins ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY + 5 * HOUR, '3 days ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  it('reads a time slightly in the future (clock skew) as Just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * SECOND), now)).toBe('Just now');
  });
});
