/**
 * Cluster time: every change gets a distinct, increasing BSON Timestamp (seconds, increment), as
 * MongoDB's oplog does. It orders change events, is their `clusterTime`, and is what a resume token
 * encodes. Journaled with each change, so events keep their times across a restart.
 */
import { Timestamp } from 'bson';

export class ClusterClock {
  private seconds = 0;
  private increment = 0;

  /** The next time: wall-clock seconds, never going back (a clock step back keeps counting the increment). */
  next(): Timestamp {
    const now = Math.floor(Date.now() / 1000);
    if (now > this.seconds) {
      this.seconds = now;
      this.increment = 1;
    } else this.increment++;
    return new Timestamp({ t: this.seconds, i: this.increment });
  }

  /** The last time handed out (zero before any). */
  get last(): Timestamp {
    return new Timestamp({ t: this.seconds, i: this.increment });
  }

  /** Recovery: continue after a time read back from the journal or snapshot. */
  advanceTo(time: Timestamp): void {
    if (compareTimes(time, this.last) > 0) {
      this.seconds = time.high;
      this.increment = time.low;
    }
  }
}

export function compareTimes(a: Timestamp, b: Timestamp): number {
  return a.high !== b.high ? a.high - b.high : a.low - b.low;
}

/** A resume token: `{ _data: <16 hex digits of the time> }`, ordered as the times are. */
export function resumeTokenOf(time: Timestamp): { _data: string } {
  return { _data: time.high.toString(16).padStart(8, '0') + time.low.toString(16).padStart(8, '0') };
}

/** The first time after `time`: a start there includes exactly the events after `time`. */
export function timeAfter(time: Timestamp): Timestamp {
  return new Timestamp({ t: time.high, i: time.low + 1 });
}

/** The time just before `time` (a start at `time` includes the events at it). */
export function timeBefore(time: Timestamp): Timestamp {
  return time.low > 0
    ? new Timestamp({ t: time.high, i: time.low - 1 })
    : new Timestamp({ t: Math.max(0, time.high - 1), i: 0xffffffff });
}

/**
 * The time a resume token stands for, or undefined when it is not one of ours. An invalidate
 * event's token is its drop's time with `01` appended: resuming after it starts after the drop.
 */
export function timeOfToken(token: unknown): Timestamp | undefined {
  const data = (token as { _data?: unknown } | null)?._data;
  if (typeof data !== 'string' || !/^[0-9a-f]{16}(01)?$/.test(data)) return undefined;
  return new Timestamp({ t: Number.parseInt(data.slice(0, 8), 16), i: Number.parseInt(data.slice(8, 16), 16) });
}
