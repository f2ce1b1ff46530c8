/**
 * The shell's own scripts a route starts with, read from the shell's dist/route-scripts.json
 * (written at build time by tools/webpack/routeScripts.cjs). The served page preloads them, so they
 * download next to main.js instead of once main.js has run and asked for them (issue 25). A build
 * without the file preloads none: main.js asks for them, as before.
 */
import path from 'node:path';
import { z } from 'zod';
import { CHUNK_FILE } from './expose-preloads.js';
import { fileReader } from './file-reader.js';

/** Must match ROUTE_SCRIPTS_FILE in tools/webpack/routeScripts.cjs, which writes it. */
export const ROUTE_SCRIPTS_FILE = 'route-scripts.json';

const routeScriptsShape = z.object({ login: z.array(z.string()), dashboard: z.array(z.string()) });
export type ShellRoute = keyof z.infer<typeof routeScriptsShape>;

/** The admin dashboard's routes: / and /admin/<tab> (the shell's AdminDashboardPage). */
export function isAdminRoute(pathname: string): boolean {
  const area = pathname.split('/').filter(Boolean)[0];
  return area === undefined || area === 'admin';
}

/**
 * What the shell starts on a client route: the login form on /login (when the build has no page of
 * its own for it), the dashboard everywhere else. (A visitor with no session cookie never gets the
 * admin's routes: web-routes.ts sends them to /login.)
 */
export function shellRouteOf(pathname: string): ShellRoute {
  return pathname.split('/').filter(Boolean)[0] === 'login' ? 'login' : 'dashboard';
}

export function routeScripts(shellDist: string) {
  const read = fileReader(path.join(shellDist, ROUTE_SCRIPTS_FILE), (text) =>
    routeScriptsShape.parse(JSON.parse(text)),
  );
  /** The URLs of the route's scripts (plain chunk file names only). */
  return async (route: ShellRoute): Promise<string[]> => {
    const routes = await read().catch(() => null);
    return (routes?.[route] ?? []).filter((file) => CHUNK_FILE.test(file)).map((file) => `/${file}`);
  };
}
