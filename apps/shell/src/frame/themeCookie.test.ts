import { THEME_STORAGE_KEY, themeModeAtom } from '@tradeboard/ui';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { followThemeCookie, servedFrameTheme } from './themeCookie.js';

const themeCookie = () => /(?:^|; )theme=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  localStorage.clear();
  document.cookie = 'theme=; Path=/; Max-Age=0';
  delete document.documentElement.dataset.theme;
});

describe('the theme cookie', () => {
  it('copies the saved theme at start, follows each pick, and goes when nothing is saved', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    followThemeCookie();
    expect(themeCookie()).toBe('dark');

    getDefaultStore().set(themeModeAtom, 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(themeCookie()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    localStorage.clear();
    followThemeCookie();
    expect(themeCookie() ?? '').toBe('');
  });

  it("reads the served frame's theme only when #root holds a frame", () => {
    const root = document.createElement('div');
    document.documentElement.dataset.theme = 'dark';
    expect(servedFrameTheme(root)).toBeNull();
    root.innerHTML = '<header>frame</header>';
    expect(servedFrameTheme(root)).toBe('dark');
  });
});
