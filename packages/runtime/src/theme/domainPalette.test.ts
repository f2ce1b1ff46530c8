import { describe, expect, it } from 'vitest';
import { createAppTheme } from './createAppTheme.js';

describe('domain palette tokens', () => {
  it('are on the theme in both modes, with dark-mode shades that differ where contrast needs it', () => {
    const light = createAppTheme('light').palette;
    const dark = createAppTheme('dark').palette;
    expect(light.trend.HH).toEqual({ main: '#22c55e', contrastText: '#052e16' });
    expect(light.trend.LL.edge).toBeUndefined();
    expect(dark.trend.LL.edge).toBe('#f87171');
    expect(light.range['Discount Range']).toBe('#9333ea');
    expect(dark.range['Discount Range']).toBe('#c084fc');
    expect(light.pnl).toEqual({ up: '#15803d', down: '#b91c1c' });
    expect(dark.optionType).toEqual({ CALL: '#4ade80', PUT: '#f87171' });
    expect(light.difficulty.Beginner).toBe('#166534');
    expect(dark.difficulty.Beginner).toBe('#4ade80');
    expect(light.category).toHaveLength(6);
    expect(dark.category).toHaveLength(6);
  });
});
