/** Serves the three library lists from the fake API (each can be replaced by a test). */
import type { Course, Documentation, Lesson } from '@tradeboard/types';
import type { FakeApi } from '@tradeboard/ui/testing';

export interface LibraryData {
  courses?: Course[];
  lessons?: Lesson[];
  documents?: Documentation[];
}

export function serveLibrary(api: FakeApi, { courses = [], lessons = [], documents = [] }: LibraryData) {
  api.on('GET', '/api/courses', () => ({ body: courses }));
  api.on('GET', '/api/lessons', () => ({ body: lessons }));
  api.on('GET', '/api/documentation', () => ({ body: documents }));
}

/** A promise the test resolves by hand, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Types a whole value at once (a paste), much faster than key by key for long texts. */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: HTMLElement,
  text: string,
) {
  await user.click(element);
  await user.paste(text);
}
