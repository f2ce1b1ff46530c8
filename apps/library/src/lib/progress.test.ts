import { describe, expect, it, vi } from 'vitest';
import {
  courseProgress,
  createProgressStore,
  EMPTY_PROGRESS,
  isLessonDone,
  nextLesson,
  parseProgress,
  PROGRESS_STORAGE_KEY,
  resumePosition,
  setLessonDone,
  setVideoPosition,
} from './progress.js';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial ? [[PROGRESS_STORAGE_KEY, initial]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('lessons done', () => {
  it('marks and unmarks a lesson per course', () => {
    let data = setLessonDone(EMPTY_PROGRESS, 'c1', 'l1', true);
    data = setLessonDone(data, 'c1', 'l1', true);
    expect(data.done.c1).toEqual(['l1']);
    expect(isLessonDone(data, 'c1', 'l1')).toBe(true);
    expect(isLessonDone(data, 'c2', 'l1')).toBe(false);
    data = setLessonDone(data, 'c1', 'l1', false);
    expect(isLessonDone(data, 'c1', 'l1')).toBe(false);
  });

  it("counts only the course's current lessons", () => {
    const data = { done: { c1: ['l1', 'gone'] }, positions: {} };
    expect(courseProgress(data, 'c1', ['l1', 'l2', 'l3'])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(courseProgress(data, 'c2', [])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('nextLesson', () => {
  const lessons = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('is the following lesson, or null after the last one', () => {
    expect(nextLesson(lessons, 'a')?.id).toBe('b');
    expect(nextLesson(lessons, 'c')).toBeNull();
    expect(nextLesson(lessons, 'unknown')).toBeNull();
  });
});

describe('video resume position', () => {
  it('remembers whole seconds and resumes there', () => {
    const data = setVideoPosition(EMPTY_PROGRESS, 'l1', 42.7, 120);
    expect(resumePosition(data, 'l1')).toBe(42);
    expect(resumePosition(data, 'l2')).toBe(0);
  });

  it('forgets the position near the end or at the very start', () => {
    const watched = setVideoPosition(EMPTY_PROGRESS, 'l1', 60, 120);
    expect(resumePosition(setVideoPosition(watched, 'l1', 117, 120), 'l1')).toBe(0);
    expect(resumePosition(setVideoPosition(watched, 'l1', 1, 120), 'l1')).toBe(0);
  });

  it('keeps the position when the duration is unknown', () => {
    expect(resumePosition(setVideoPosition(EMPTY_PROGRESS, 'l1', 30, Number.NaN), 'l1')).toBe(30);
  });
});

describe('parseProgress', () => {
  it('survives missing, broken or tampered data', () => {
    expect(parseProgress(null)).toEqual(EMPTY_PROGRESS);
    expect(parseProgress('{not json')).toEqual(EMPTY_PROGRESS);
    expect(parseProgress('[1,2]')).toEqual(EMPTY_PROGRESS);
    expect(
      parseProgress(JSON.stringify({ done: { c1: ['l1', 3, 'l1'], c2: 'x' }, positions: { l1: 12, l2: 'x', l3: -4 } })),
    ).toEqual({
      done: { c1: ['l1'] },
      positions: { l1: 12 },
    });
  });
});

describe('createProgressStore', () => {
  it('reads what was stored, writes every change and tells subscribers', () => {
    const storage = memoryStorage(JSON.stringify({ done: { c1: ['l1'] }, positions: {} }));
    const store = createProgressStore(storage);
    expect(isLessonDone(store.get(), 'c1', 'l1')).toBe(true);

    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update((data) => setLessonDone(data, 'c1', 'l2', true));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(parseProgress(storage.items.get(PROGRESS_STORAGE_KEY) ?? null).done.c1).toEqual(['l1', 'l2']);

    // A fresh store (a reload) sees the same progress.
    expect(createProgressStore(storage).get().done.c1).toEqual(['l1', 'l2']);
    unsubscribe();
  });

  it('picks up a change made in another tab', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createProgressStore(storage, events as unknown as Window);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify({ done: { c9: ['x'] }, positions: {} }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: PROGRESS_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().done.c9).toEqual(['x']);
  });

  it('works without storage (blocked by the browser)', () => {
    const store = createProgressStore(null);
    store.update((data) => setLessonDone(data, 'c1', 'l1', true));
    expect(isLessonDone(store.get(), 'c1', 'l1')).toBe(true);
  });
});
