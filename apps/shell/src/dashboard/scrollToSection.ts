const SECTION_GAP_PX = 16;
/** How long a jump keeps re-aiming while the sections above its target load and grow. */
const KEEP_AIMING_MS = 10_000;
/** The reader taking over the scroll ends the re-aiming. */
const USER_SCROLL_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export const sectionId = (tab: string) => `section-${tab}`;

let stopAiming: (() => void) | null = null;

/**
 * Smooth scroll to a stacked section, leaving room for the sticky header plus 16 px. Sections load
 * as they come near the screen, so those passed on the way (or above the target) may grow after
 * the scroll started: until the reader scrolls themself (or KEEP_AIMING_MS), each such move of the
 * target aims again.
 */
export function scrollToSection(tab: string, headerHeight: number): boolean {
  const section = document.getElementById(sectionId(tab));
  if (!section) return false;
  const pageTop = () => section.getBoundingClientRect().top + window.scrollY;
  const aim = () =>
    window.scrollTo({ top: Math.max(0, pageTop() - headerHeight - SECTION_GAP_PX), behavior: 'smooth' });
  aim();

  stopAiming?.();
  if (typeof ResizeObserver === 'undefined') return true;
  let aimedAt = pageTop();
  const observer = new ResizeObserver(() => {
    const top = pageTop();
    if (Math.abs(top - aimedAt) < 1) return;
    aimedAt = top;
    aim();
  });
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_INPUT) window.removeEventListener(type, stop);
    if (stopAiming === stop) stopAiming = null;
  };
  const timer = setTimeout(stop, KEEP_AIMING_MS);
  for (const type of USER_SCROLL_INPUT) window.addEventListener(type, stop, { passive: true });
  stopAiming = stop;
  return true;
}
