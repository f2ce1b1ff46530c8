/**
 * Students' progress, kept in the browser (students have no login): which lessons of each course are
 * done, and where each uploaded video was left. Pure functions over a plain object plus a small store
 * bound to localStorage; clearing the browser's data clears the progress.
 */

export const PROGRESS_STORAGE_KEY = 'tradeboard.library.progress';

/** Closer than this to the end, a video counts as finished and starts from the beginning next time. */
const RESUME_END_MARGIN_SECONDS = 5;
/** Less than this watched is not worth resuming. */
const RESUME_MIN_SECONDS = 3;

export interface ProgressData {
  /** courseId -> ids of the lessons marked complete. */
  done: Record<string, string[]>;
  /** lessonId -> seconds into its video. */
  positions: Record<string, number>;
}

export const EMPTY_PROGRESS: ProgressData = { done: {}, positions: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads stored progress, keeping only well-formed entries (the storage is the user's to edit). */
export function parseProgress(text: string | null): ProgressData {
  if (!text) return EMPTY_PROGRESS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY_PROGRESS;
  }
  if (!isRecord(raw)) return EMPTY_PROGRESS;
  const done: ProgressData['done'] = {};
  if (isRecord(raw.done)) {
    for (const [courseId, ids] of Object.entries(raw.done)) {
      if (Array.isArray(ids)) done[courseId] = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    }
  }
  const positions: ProgressData['positions'] = {};
  if (isRecord(raw.positions)) {
    for (const [lessonId, seconds] of Object.entries(raw.positions)) {
      if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) positions[lessonId] = seconds;
    }
  }
  return { done, positions };
}

export function isLessonDone(data: ProgressData, courseId: string, lessonId: string): boolean {
  return data.done[courseId]?.includes(lessonId) ?? false;
}

export function setLessonDone(data: ProgressData, courseId: string, lessonId: string, done: boolean): ProgressData {
  const current = data.done[courseId] ?? [];
  const next = done ? [...new Set([...current, lessonId])] : current.filter((id) => id !== lessonId);
  return { ...data, done: { ...data.done, [courseId]: next } };
}

export interface CourseProgress {
  done: number;
  total: number;
  /** 0..100, whole numbers. */
  percent: number;
}

/** Progress over the course's current lessons: a lesson deleted since it was marked no longer counts. */
export function courseProgress(data: ProgressData, courseId: string, lessonIds: readonly string[]): CourseProgress {
  const marked = new Set(data.done[courseId] ?? []);
  const done = lessonIds.filter((id) => marked.has(id)).length;
  const total = lessonIds.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** The lesson after `currentId` in course order, or null at the end. */
export function nextLesson<T extends { id: string }>(orderedLessons: readonly T[], currentId: string): T | null {
  const index = orderedLessons.findIndex((lesson) => lesson.id === currentId);
  return index >= 0 ? (orderedLessons[index + 1] ?? null) : null;
}

/** Remembers where a video was left; near the end it forgets, so the next viewing starts over. */
export function setVideoPosition(
  data: ProgressData,
  lessonId: string,
  seconds: number,
  duration: number,
): ProgressData {
  const positions = { ...data.positions };
  const finished = Number.isFinite(duration) && duration > 0 && seconds >= duration - RESUME_END_MARGIN_SECONDS;
  if (finished || !(seconds >= RESUME_MIN_SECONDS)) delete positions[lessonId];
  else positions[lessonId] = Math.floor(seconds);
  return { ...data, positions };
}

/** Seconds to resume a video at (0 = from the start). */
export function resumePosition(data: ProgressData, lessonId: string): number {
  return data.positions[lessonId] ?? 0;
}

/** Minimal Storage surface, so tests can hand in a Map-backed fake. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ProgressStore {
  get(): ProgressData;
  subscribe(listener: () => void): () => void;
  update(change: (data: ProgressData) => ProgressData): void;
}

/**
 * One store per storage: the snapshot object changes only on a write (as useSyncExternalStore
 * needs); writes from another tab arrive through the 'storage' event.
 */
export function createProgressStore(
  storage: ProgressStorage | null,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): ProgressStore {
  const read = () => {
    try {
      return parseProgress(storage?.getItem(PROGRESS_STORAGE_KEY) ?? null);
    } catch {
      return EMPTY_PROGRESS;
    }
  };
  let snapshot = read();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key !== null && key !== PROGRESS_STORAGE_KEY) return;
    snapshot = read();
    notify();
  };

  return {
    get: () => snapshot,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    update(change) {
      snapshot = change(snapshot);
      try {
        storage?.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(snapshot));
      } catch {
        // Storage full or blocked: progress still works for this page view.
      }
      notify();
    },
  };
}
