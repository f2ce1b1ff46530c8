import { describe, expect, it } from 'vitest';
import { nextOrderIndex, reorderLessons, sortLessons } from './lessonOrder.js';

const lesson = (id: string, orderIndex: number, createdAt = '2026-01-01T00:00:00.000Z') => ({
  id,
  orderIndex,
  createdAt,
});

describe('sortLessons', () => {
  it('orders by orderIndex, then oldest first', () => {
    const sorted = sortLessons([lesson('c', 2), lesson('b', 0, '2026-01-02T00:00:00.000Z'), lesson('a', 0)]);
    expect(sorted.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('reorderLessons', () => {
  const ordered = [lesson('a', 0), lesson('b', 1), lesson('c', 2)];

  it('moves a lesson down and renumbers only what changed', () => {
    expect(reorderLessons(ordered, 0, 1)).toEqual([
      { id: 'b', orderIndex: 0 },
      { id: 'a', orderIndex: 1 },
    ]);
  });

  it('moves a lesson to the top', () => {
    expect(reorderLessons(ordered, 2, 0)).toEqual([
      { id: 'c', orderIndex: 0 },
      { id: 'a', orderIndex: 1 },
      { id: 'b', orderIndex: 2 },
    ]);
  });

  it('numbers lessons that all shared orderIndex 0 (the default)', () => {
    const unnumbered = [lesson('a', 0), lesson('b', 0), lesson('c', 0)];
    expect(reorderLessons(unnumbered, 2, 1)).toEqual([
      { id: 'c', orderIndex: 1 },
      { id: 'b', orderIndex: 2 },
    ]);
  });

  it('does nothing for a move to the same place or out of range', () => {
    expect(reorderLessons(ordered, 1, 1)).toEqual([]);
    expect(reorderLessons(ordered, 0, 3)).toEqual([]);
    expect(reorderLessons(ordered, -1, 0)).toEqual([]);
  });
});

describe('nextOrderIndex', () => {
  it('puts a new lesson after the last one', () => {
    expect(nextOrderIndex([])).toBe(0);
    expect(nextOrderIndex([lesson('a', 0), lesson('b', 4)])).toBe(5);
  });
});
