/**
 * dist/frames.json, written by `npm run build` (scripts/prerender-frames.mjs) and read by the API
 * (services/api/src/web/shell-page.ts, which keeps its own copy of this shape).
 */
export const FRAMES_FILE = 'frames.json';

export interface RenderedFrame {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** emotion's `<style data-emotion="css …">` elements for that markup, for the page's head. */
  styles: string;
}

export interface FramesFile {
  /** By route path ('/student', '/admin/flow', '/login'), then by theme. */
  frames: Record<string, { light: RenderedFrame; dark: RenderedFrame }>;
}
