/**
 * Light/dark mode (SPEC section 1): kept in localStorage under 'theme' as the plain string
 * 'light' or 'dark'; starts from the saved value, else the system dark preference. One atom in
 * jotai's default store, so the shell and every parcel switch together.
 */
import { THEME_STORAGE_KEY } from '@tradeboard/types/core';
import { atom, getDefaultStore } from 'jotai';

export type ThemeMode = 'light' | 'dark';
export { THEME_STORAGE_KEY };

function readSavedMode(): ThemeMode | null {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the system preference
  }
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function initialThemeMode(): ThemeMode {
  return readSavedMode() ?? (systemPrefersDark() ? 'dark' : 'light');
}

const baseModeAtom = atom<ThemeMode | null>(null);

/** Read: the current mode. Write: set and save it. */
export const themeModeAtom = atom(
  (get): ThemeMode => get(baseModeAtom) ?? initialThemeMode(),
  (_get, set, mode: ThemeMode) => {
    set(baseModeAtom, mode);
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // not saved; the choice still applies for this page
    }
  },
);

export function toggleThemeMode(): void {
  const store = getDefaultStore();
  store.set(themeModeAtom, store.get(themeModeAtom) === 'dark' ? 'light' : 'dark');
}
