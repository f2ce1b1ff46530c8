/**
 * Runs `callback` once the browser is idle (at most 5 s later), or after 2 s where there is no
 * `requestIdleCallback` (Safari). Returns a cancel function, so an effect can return it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 2000);
  return () => clearTimeout(handle);
}
