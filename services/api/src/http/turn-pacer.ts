/**
 * Starts at most `perTurn` pieces of work per event-loop turn; the rest wait, in arrival order, for
 * the turns after.
 *
 * Why: libuv (since 1.45, Node 20) accepts one new connection per listening descriptor per
 * event-loop turn (accept-lanes.ts adds descriptors). A loaded process that starts every request
 * whose bytes have arrived runs turns of tens of milliseconds, so it accepts only 60-70 connections
 * a second per descriptor, and students arriving at the market open waited up to 20 s in the
 * kernel's accept queue before the API saw them. Short turns keep accepting; the work
 * done per second is the same.
 */
export class TurnPacer {
  private readonly waiting: Array<() => void> = [];
  private turnScheduled = false;

  constructor(private readonly perTurn: number) {}

  /** How many wait for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves when the caller may start: in this turn's check phase (setImmediate) if fewer than
   * `perTurn` are ahead of it, else in a later turn's.
   */
  turn(): Promise<void> {
    const started = new Promise<void>((resolve) => this.waiting.push(resolve));
    if (!this.turnScheduled) {
      this.turnScheduled = true;
      setImmediate(this.startSome);
    }
    return started;
  }

  private readonly startSome = (): void => {
    for (let i = 0; i < this.perTurn && this.waiting.length > 0; i++) this.waiting.shift()!();
    // Scheduled from the check phase, the next call runs in the next turn, after its poll phase.
    this.turnScheduled = this.waiting.length > 0;
    if (this.turnScheduled) setImmediate(this.startSome);
  };
}
