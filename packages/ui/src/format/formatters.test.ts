import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPercent, truncate } from './formatters.js';

describe('formatters', () => {
  it('formatCurrency: USD en-US with 2 decimals by default', () => {
    expect(formatCurrency(2847523)).toBe('$2,847,523.00');
    expect(formatCurrency(-12.5)).toBe('-$12.50');
    expect(formatCurrency(12486.4, 0)).toBe('$12,486');
  });

  it("formatPercent: 2 decimals and '+' when >= 0", () => {
    expect(formatPercent(1.5)).toBe('+1.50%');
    expect(formatPercent(0)).toBe('+0.00%');
    expect(formatPercent(-0.254)).toBe('-0.25%');
    expect(formatPercent(-0.001)).toBe('-0.00%');
  });

  it('truncate: cuts at n characters and adds an ellipsis only when longer', () => {
    expect(truncate('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('a'.repeat(120), 120)).toBe('a'.repeat(120));
  });
});
