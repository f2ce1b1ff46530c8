/**
 * Build time, in Node (scripts/prerender-frames.mjs bundles this file with esbuild and runs it):
 * renders the shell's frame of every dashboard route and /login, in light and dark, to HTML with
 * react-dom/server, with the emotion CSS that markup needs (@emotion/server). The API puts the
 * route's frame into the page it serves (services/api/src/web/shell-page.ts) and bootstrap.tsx
 * hydrates it. What a frame cannot know (viewport, session, live stream) is rendered so the
 * hydrating render makes the same markup (frame/hydration.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  createQueryClient,
  offlineConnection,
  themeModeAtom,
  type LiveConnection,
  type ThemeMode,
} from '@tradeboard/ui';
import { getDefaultStore } from 'jotai';
import { prerender } from 'react-dom/static';
import type { BaseLocationHook } from 'wouter';
import { App } from '../App.js';
import { FRAME_LIVE_STATE } from '../live/LiveStatus.js';
import { ADMIN_TABS, STUDENT_TABS, tabPath } from '../routing/tabs.js';
import type { FramesFile, RenderedFrame } from './framesFile.js';

/** The routes with a frame: /login, each dashboard with and without a tab named. */
export const FRAME_ROUTES: readonly string[] = [
  '/login',
  '/student',
  ...STUDENT_TABS.map((tab) => tabPath('student', tab)),
  '/admin',
  ...ADMIN_TABS.map((tab) => tabPath('admin', tab)),
];

/** The stream as a page's first render sees it: not up yet (LiveStatus shows that until hydrated). */
const frameLive: LiveConnection = { ...offlineConnection, getState: () => FRAME_LIVE_STATE };

/** The route being rendered, for the page's router (nothing navigates during a prerender). */
const staticLocation =
  (path: string): BaseLocationHook =>
  () => [path, () => undefined];

async function renderFrame(path: string, theme: ThemeMode): Promise<RenderedFrame> {
  getDefaultStore().set(themeModeAtom, theme);
  // The key the browser's default emotion cache uses, so the page picks these styles up as its own.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <App queryClient={createQueryClient()} live={frameLive} locationHook={staticLocation(path)} />
    </CacheProvider>,
    {
      // A frame that fell back to client rendering would not be the page's frame: fail the build.
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, in place: React outlines large ones behind an inline
      // script that reveals them, which the page's CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${path} (${theme}) failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`The frame of ${path} (${theme}) holds a script, which the CSP blocks`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}

export async function renderFrames(): Promise<FramesFile> {
  const frames: FramesFile['frames'] = {};
  for (const path of FRAME_ROUTES) {
    frames[path] = { light: await renderFrame(path, 'light'), dark: await renderFrame(path, 'dark') };
  }
  return { frames };
}
