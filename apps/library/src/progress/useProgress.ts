/** React access to the students' progress store (one store per page, bound to localStorage). */
import { useCallback, useSyncExternalStore } from 'react';
import { createProgressStore, setLessonDone, setVideoPosition, type ProgressStore } from '../lib/progress.js';

let store: ProgressStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked (e.g. a privacy setting): progress lasts for this page view only
  }
}

function progressStore(): ProgressStore {
  store ??= createProgressStore(browserStorage(), window);
  return store;
}

/** Tests start each case with a fresh store over a cleared localStorage. */
export function resetProgressStoreForTests(): void {
  store = null;
}

export function useProgress() {
  const current = progressStore();
  const data = useSyncExternalStore(current.subscribe, current.get);
  const markDone = useCallback(
    (courseId: string, lessonId: string, done: boolean) =>
      current.update((value) => setLessonDone(value, courseId, lessonId, done)),
    [current],
  );
  const saveVideoPosition = useCallback(
    (lessonId: string, seconds: number, duration: number) =>
      current.update((value) => setVideoPosition(value, lessonId, seconds, duration)),
    [current],
  );
  return { data, markDone, saveVideoPosition };
}
