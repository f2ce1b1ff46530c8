/** Course order of lessons (orderIndex, then oldest first, as the API lists them) and reordering. */

interface Orderable {
  id: string;
  orderIndex: number;
  createdAt: string;
}

export function sortLessons<T extends Orderable>(lessons: readonly T[]): T[] {
  return [...lessons].sort(
    (a, b) => a.orderIndex - b.orderIndex || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

export interface OrderChange {
  id: string;
  orderIndex: number;
}

/**
 * Moves the lesson at `from` to `to` in an ordered list and numbers the list 0..n-1; returns only the
 * lessons whose stored orderIndex changes (each becomes one PATCH).
 */
export function reorderLessons<T extends Orderable>(ordered: readonly T[], from: number, to: number): OrderChange[] {
  if (from === to || from < 0 || to < 0 || from >= ordered.length || to >= ordered.length) return [];
  const next = [...ordered];
  const [moved] = next.splice(from, 1);
  if (!moved) return [];
  next.splice(to, 0, moved);
  return next.flatMap((lesson, index) => (lesson.orderIndex === index ? [] : [{ id: lesson.id, orderIndex: index }]));
}

/** The orderIndex a new lesson gets: after the current last one. */
export function nextOrderIndex(lessons: readonly Pick<Orderable, 'orderIndex'>[]): number {
  return lessons.reduce((max, lesson) => Math.max(max, lesson.orderIndex + 1), 0);
}
