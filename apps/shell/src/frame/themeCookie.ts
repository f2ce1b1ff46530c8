/**
 * The `theme` cookie: a copy of localStorage 'theme' (the browser's source of truth, SPEC section 1)
 * that the API reads when it serves a page, so the prerendered frame and the page's `color-scheme`
 * come in the user's theme before any script runs (services/api/src/web/shell-page.ts). The cookie
 * is written when the user picks a theme and kept equal to localStorage at every start (set, or
 * removed when nothing is saved), so a choice made before the cookie existed reaches it too.
 */
import { THEME_STORAGE_KEY, themeModeAtom, type ThemeMode } from '@tradeboard/runtime';
import { getDefaultStore } from 'jotai';

/** Must match the API's THEME_COOKIE (services/api/src/web/shell-page.ts). */
export const THEME_COOKIE = 'theme';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function writeCookie(mode: ThemeMode | null): void {
  document.cookie =
    mode === null
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${THEME_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

function savedMode(): ThemeMode | null {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

/** The theme of the frame the API put into `#root` (its `data-theme` on <html>), or null with no frame. */
export function servedFrameTheme(container: HTMLElement): ThemeMode | null {
  const theme = document.documentElement.dataset.theme;
  return container.firstChild && (theme === 'light' || theme === 'dark') ? theme : null;
}

/** Mirrors localStorage 'theme' into the cookie now and on every pick; <html>'s data-theme follows the mode. */
export function followThemeCookie(): void {
  writeCookie(savedMode());
  const store = getDefaultStore();
  store.sub(themeModeAtom, () => {
    const mode = store.get(themeModeAtom);
    document.documentElement.dataset.theme = mode;
    writeCookie(savedMode() ?? mode);
  });
}
