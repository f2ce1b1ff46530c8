import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/** The longest a section waits for the ones above it: a slow request must not hide the page. */
const REVEAL_WAIT_LIMIT_MS = 3000;

/**
 * Shows a page's stacked sections one after another: the next one is rendered only once every
 * section above it has mounted its view and no request is in flight. Sections that grow as their
 * data arrives then have nothing below them to push down, so the page does not jump (CLS): new
 * content is added under what the reader sees instead of moving it.
 *
 * `settle(index)` is called by section `index` when its view has mounted (or failed);
 * `revealThrough(index)` shows everything up to `index` at once (a jump to a later section).
 */
export function useSequentialReveal(count: number) {
  const [shown, setShown] = useState(Math.min(1, count));
  const [settled, setSettled] = useState(0);
  const queryClient = useQueryClient();

  const settle = useCallback((index: number) => setSettled((current) => Math.max(current, index + 1)), []);
  const revealThrough = useCallback(
    (index: number) => setShown((current) => Math.max(current, Math.min(count, index + 1))),
    [count],
  );

  // A safety net: whatever happens, the next section shows within the limit.
  useEffect(() => {
    if (shown >= count) return undefined;
    const limit = setTimeout(() => setShown((current) => Math.max(current, shown + 1)), REVEAL_WAIT_LIMIT_MS);
    return () => clearTimeout(limit);
  }, [shown, count]);

  // Once the last shown section is mounted and no request is in flight, after the frame that paints it.
  // The query cache is watched here rather than through useIsFetching, which would render the whole
  // page again each time any request (a view's too) starts or ends.
  const waiting = shown < count && settled >= shown;
  useEffect(() => {
    if (!waiting) return undefined;
    let frame: number | undefined;
    const revealWhenIdle = () => {
      const idle = queryClient.isFetching() === 0;
      if (idle && frame === undefined) {
        frame = requestAnimationFrame(() => setShown((current) => Math.max(current, shown + 1)));
      } else if (!idle && frame !== undefined) {
        cancelAnimationFrame(frame);
        frame = undefined;
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(revealWhenIdle);
    revealWhenIdle();
    return () => {
      unsubscribe();
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [waiting, shown, queryClient]);

  return { shown, settle, revealThrough };
}
