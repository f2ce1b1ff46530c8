import { describe, expect, it } from 'vitest';
import { CATEGORY_COLOR_COUNT, categoryColorIndex } from './colors.js';

describe('categoryColorIndex', () => {
  it('gives the six course categories six different colours', () => {
    const indexes = ['Strategy', 'Risk Management', 'Technical Analysis', 'Psychology', 'Options', 'Fundamentals'].map(
      categoryColorIndex,
    );
    expect(indexes).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('cycles back to the first colour after six', () => {
    expect(categoryColorIndex('SOP')).toBe(0);
    expect(categoryColorIndex('Strategy Guide')).toBe(1);
    expect(categoryColorIndex('Reference')).toBe(4);
  });

  it('gives an unknown category a stable colour in range', () => {
    const index = categoryColorIndex('Crypto');
    expect(index).toBe(categoryColorIndex('Crypto'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(CATEGORY_COLOR_COUNT);
  });
});
