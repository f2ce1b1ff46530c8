import type { BaseLocationHook } from 'wouter';

/**
 * A router location for a page that never routes itself (the /login page, loginPage.tsx): it stays
 * where it is, and a navigation loads the page it names.
 */
export const fullPageLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string, options?: { replace?: boolean }) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
];
