import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a section starts loading: it is ready by the time it scrolls in. */
const NEAR_VIEWPORT_MARGIN = '0px 0px 200px 0px';
/** A waiting section's height: a phone screen shows one, so the ones below stay off screen. */
const WAITING_SECTION_HEIGHT_PX = 320;

export interface NearViewportProps {
  /** Show now whatever the scroll position (a quick jump to this section). */
  force?: boolean;
  /** Called when the section waits instead of loading (the page may then add what comes below). */
  onWaiting?: () => void;
  children: ReactNode;
}

/**
 * Renders its children (a stacked section's module) only once they come near the viewport, so a
 * phone loads the modules and data of what is on screen; until then a fixed-height skeleton holds
 * the place. Once shown they stay.
 */
export function NearViewport({ force = false, onWaiting, children }: NearViewportProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const shown = near || force;

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (shown || !placeholder) return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: NEAR_VIEWPORT_MARGIN,
      },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [shown]);

  const waitingRef = useRef(onWaiting);
  waitingRef.current = onWaiting;
  useEffect(() => {
    if (!shown) waitingRef.current?.();
  }, [shown]);

  if (shown) return children;
  return (
    <div ref={placeholderRef} data-waiting-section="">
      <Skeleton variant="rounded" animation={false} height={WAITING_SECTION_HEIGHT_PX} aria-hidden="true" />
    </div>
  );
}
