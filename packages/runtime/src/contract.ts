/**
 * The shell/remote contract. Read CONTRACT.md next to this file for the prose version.
 *
 * Every remote (one per entry of the module registry, packages/types/src/core/module-registry.ts) is
 * a webpack Module Federation container that exposes ONE module, `./views`, whose export `views` maps each of its view names to a
 * single-spa parcel config (made with single-spa-react). The shell decides where each view is
 * mounted (a desktop tab panel, a stacked mobile section, or a slot above the tabs) and passes
 * `ParcelProps` to every parcel it mounts.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  REMOTE_NAMES,
  REMOTE_VIEWS,
  type AdminTabId,
  type RemoteModuleName,
  type StudentTabId,
} from '@tradeboard/types/core';
import type { ParcelConfig } from 'single-spa';
import type { LiveConnection } from './live/liveTypes.js';

export type Role = 'admin' | 'student';

/** The remotes; names, views and tabs come from the module registry (packages/types/src/core/module-registry.ts). */
export type RemoteName = RemoteModuleName;
export const remoteNames: readonly RemoteName[] = REMOTE_NAMES;

/** The views each remote exposes under `./views`. */
export const remoteViews = REMOTE_VIEWS;

export type ViewName<R extends RemoteName = RemoteName> = (typeof remoteViews)[R][number];

/** Tab ids used in URLs: /admin/<tab> and /student/<tab> (the registry's tabs). */
export type AdminTab = AdminTabId;
export type StudentTab = StudentTabId;
export type TabId = AdminTab | StudentTab;

export interface NavigateOptions {
  /** Symbol to bring into view and highlight for 1000 ms (search, notification bell). */
  focusSymbol?: string;
}

/** Props the shell passes to every parcel. */
export interface ParcelProps {
  role: Role;
  /** The single QueryClient created by the shell: "Refresh All" invalidates every module. */
  queryClient: QueryClient;
  /** Switch the dashboard to a tab (and optionally focus a symbol in it). */
  navigate: (tab: TabId, options?: NavigateOptions) => void;
  /**
   * The page's one live-updates connection (GET /api/events), opened by the shell. A remote never
   * opens its own: createViewParcel provides this one to `usePollingInterval` / `useLiveState`.
   * Absent (tests, an older shell): the views poll as before.
   */
  live?: LiveConnection;
}

/** Shape of the `./views` module every remote exposes. */
export interface RemoteViewsModule<R extends RemoteName = RemoteName> {
  views: Record<ViewName<R>, ParcelConfig<ParcelProps>>;
}

/** `GET /remotes.json`: remote name -> URL of its remoteEntry.js. A missing key means "not deployed". */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
