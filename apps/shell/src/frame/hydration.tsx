/**
 * The served page already holds the route's frame, prerendered at build time (frame/prerender.tsx),
 * and bootstrap.tsx hydrates it. The client's first render must then produce the same markup as the
 * prerender, which cannot know the viewport, the session or the live stream: components render that
 * same frame while `useHydrated()` is false and switch to what the browser says right after.
 */
import Box, { type BoxProps } from '@mui/material/Box';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** false on the server and in the render that hydrates the served frame; true in every later render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A box that is inert until hydration ends: a click on the served frame before its script runs
 * would be lost. Only this box renders again when hydration ends; its `children` pass through.
 */
export function InertUntilHydrated({ children, sx }: { children: ReactNode; sx?: BoxProps['sx'] }) {
  const hydrated = useHydrated();
  return (
    <Box inert={!hydrated} sx={sx}>
      {children}
    </Box>
  );
}

/**
 * True inside a part of the frame that is only shown until hydration ends (the layout the viewport
 * did not pick, the admin frame before the session check): remote slots there load nothing.
 */
export const FrameHoldContext = createContext(false);
export const useFrameHold = () => useContext(FrameHoldContext);

export interface ByWidthProps {
  /** MUI breakpoint at which `wide` replaces `narrow` (the same one the `isWide` media query uses). */
  breakpoint: 'sm' | 'lg';
  /** What the browser's media query says now (`useIsLargeScreen`, `!useIsPhone`). */
  isWide: boolean;
  narrow: ReactNode;
  wide: ReactNode;
}

/**
 * A viewport-dependent part of the frame. The prerender (and the hydrating render) holds both
 * variants and CSS media queries at `breakpoint` show one, so a page painted before its JavaScript
 * has the right layout; once hydrated only the one `isWide` picks is rendered. Each variant sits in a
 * box of its own whose `display` follows the same breakpoint (`contents` when shown, so the boxes do
 * not change the layout), so the variant kept is not remounted.
 */
export function ByWidth({ breakpoint, isWide, narrow, wide }: ByWidthProps) {
  const hydrated = useHydrated();
  const held = useFrameHold();
  return (
    <>
      <Box sx={{ display: { xs: 'contents', [breakpoint]: 'none' } }}>
        {(!hydrated || !isWide) && (
          <FrameHoldContext.Provider value={held || isWide}>{narrow}</FrameHoldContext.Provider>
        )}
      </Box>
      <Box sx={{ display: { xs: 'none', [breakpoint]: 'contents' } }}>
        {(!hydrated || isWide) && <FrameHoldContext.Provider value={held || !isWide}>{wide}</FrameHoldContext.Provider>}
      </Box>
    </>
  );
}
