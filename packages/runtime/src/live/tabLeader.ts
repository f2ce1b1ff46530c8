/**
 * One leader among the tabs of a browser, with the Web Locks API: every tab asks for the same lock,
 * the browser grants it to one, and hands it to a waiting tab when that one closes (or crashes).
 * Without Web Locks (old browsers, tests) the tab leads alone.
 */
export interface LeaderElection {
  /** Stop leading or waiting (the page is going away). */
  close(): void;
}

/** `lead()` runs while this tab is the leader; the function it returns runs when it stops leading. */
export function electLeader(
  lockName: string,
  lead: () => () => void,
  locks: LockManager | null | undefined = globalThis.navigator?.locks,
): LeaderElection {
  if (!locks) {
    const stop = lead();
    return { close: stop };
  }
  const abort = new AbortController();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks
    .request(lockName, { signal: abort.signal }, async () => {
      const stop = lead();
      await held;
      stop();
    })
    .catch(() => undefined); // aborted while waiting: nothing was led
  return {
    close() {
      abort.abort();
      release();
    },
  };
}
