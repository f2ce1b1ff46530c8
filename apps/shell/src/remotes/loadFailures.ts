/**
 * Remote modules that failed in this browser (not deployed, entry unreachable, integrity refused,
 * a view throwing while mounting): the slot showing the fallback records it here and clears it
 * once the module mounts, and the admin's 'Modules' dialog marks those modules (issue 26).
 */
import { useSyncExternalStore } from 'react';

export interface LoadFailure {
  /** What the slot's fallback says, e.g. 'Fund Holdings could not be loaded'. */
  title: string;
  message: string;
}

let failures: Readonly<Record<string, LoadFailure>> = {};
const listeners = new Set<() => void>();

function publish(next: Readonly<Record<string, LoadFailure>>): void {
  failures = next;
  for (const listener of listeners) listener();
}

export function recordLoadFailure(remote: string, failure: LoadFailure): void {
  publish({ ...failures, [remote]: failure });
}

export function clearLoadFailure(remote: string): void {
  if (!(remote in failures)) return;
  const { [remote]: _cleared, ...rest } = failures;
  publish(rest);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Each failing module's last failure, by remote name. */
export function useLoadFailures(): Readonly<Record<string, LoadFailure>> {
  // The same on the server (the prerendered frame, where nothing has loaded or failed yet).
  const snapshot = () => failures;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
