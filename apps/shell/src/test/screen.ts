import { vi } from 'vitest';

/** MUI's useMediaQuery reads matchMedia: 'large' matches the lg breakpoint (min-width 1200px). */
export function setScreen(size: 'large' | 'small') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: size === 'large' && /min-width:\s*1200px/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
