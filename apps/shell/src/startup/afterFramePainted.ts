/** The longest the dashboard's start waits for the served frame's first paint (a safety net). */
export const FRAME_PAINT_WAIT_LIMIT_MS = 500;

/**
 * Resolves once the browser has shown the page as served (the prerendered frame: its first
 * contentful paint), so the dashboard's JavaScript runs after that paint, not before it. With the
 * scripts already downloaded (preloads, a fast network) the browser ran them first and showed the
 * frame up to a few hundred milliseconds later; Lighthouse then counted all that work into the
 * largest contentful paint, which is the frame's disclaimer (issue 25). A paint entry is reported
 * once the frame is on screen, later than a requestAnimationFrame callback, which precedes it.
 *
 * At once when there is nothing to wait for: no served frame (a 404), a hidden tab (it paints
 * nothing), a browser without paint timing; and at most FRAME_PAINT_WAIT_LIMIT_MS in any case.
 */
export function afterFramePainted(root: Element | null = document.getElementById('root')): Promise<void> {
  const canWait =
    root?.firstElementChild &&
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!canWait) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const limit = setTimeout(done, FRAME_PAINT_WAIT_LIMIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
