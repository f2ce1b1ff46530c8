import { vi } from 'vitest';

const WIDTHS = { large: 1400, small: 900, phone: 390 } as const;

/** Whether a `(min-width: N)` / `(max-width: N)` media query holds at `width` (all its conditions). */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

/**
 * MUI's useMediaQuery reads matchMedia: 'large' (1400 px) is at the lg breakpoint (min-width 1200px),
 * 'small' (900 px) is below it, 'phone' (390 px) is also below sm (max-width 599.95px).
 */
export function setScreen(size: keyof typeof WIDTHS) {
  const width = WIDTHS[size];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
