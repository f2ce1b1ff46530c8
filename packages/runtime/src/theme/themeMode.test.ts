import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialThemeMode, themeModeAtom, THEME_STORAGE_KEY } from './themeMode.js';

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('theme mode', () => {
  it('starts from the saved value', () => {
    preferDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(initialThemeMode()).toBe('light');
  });

  it('falls back to the system dark preference when nothing valid is saved', () => {
    preferDark(true);
    expect(initialThemeMode()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(initialThemeMode()).toBe('dark');
    preferDark(false);
    expect(initialThemeMode()).toBe('light');
  });

  it("saves a change under 'theme' as a plain string", () => {
    preferDark(false);
    const store = createStore();
    expect(store.get(themeModeAtom)).toBe('light');
    store.set(themeModeAtom, 'dark');
    expect(store.get(themeModeAtom)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
