/**
 * The answers the API served inside the page for its first reads (`SERVED_DATA_ID`,
 * `@tradeboard/types/core`). Each is used once, by the query that first asks for its URL: a query
 * built again later (after the cache let it go) reads the API, never the page's old copy. What is
 * left stays in the element itself, the one copy a page has (the kit keeps no state: a page may
 * hold two kits).
 */
import { SERVED_DATA_ID, type ServedData } from '@tradeboard/types/core';

function parse(text: string): ServedData | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ServedData) : null;
  } catch {
    return null;
  }
}

/** The served answer for `url`, once; undefined when the page has none (the query then reads the API). */
export function takeServedData<T>(url: string): T | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVED_DATA_ID);
  const served = element?.textContent ? parse(element.textContent) : null;
  if (!element || !served || !Object.hasOwn(served, url)) return undefined;
  const { [url]: value, ...rest } = served;
  if (Object.keys(rest).length > 0) element.textContent = JSON.stringify(rest);
  else element.remove();
  return value as T;
}
