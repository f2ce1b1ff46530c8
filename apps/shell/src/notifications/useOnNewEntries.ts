import { useEffect, useRef } from 'react';

/** Calls `onNew` with the entries a later load brought that the previous one did not have (the first load is not news). */
export function useOnNewEntries<T extends { id: string }>(
  entries: readonly T[] | undefined,
  onNew: (fresh: T[]) => void,
) {
  const seen = useRef<ReadonlySet<string> | null>(null);
  const latestOnNew = useRef(onNew);
  latestOnNew.current = onNew;
  useEffect(() => {
    if (!entries) return;
    const previous = seen.current;
    seen.current = new Set(entries.map((entry) => entry.id));
    const fresh = previous ? entries.filter((entry) => !previous.has(entry.id)) : [];
    if (fresh.length > 0) latestOnNew.current(fresh);
  }, [entries]);
}
