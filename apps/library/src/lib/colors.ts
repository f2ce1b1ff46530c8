/**
 * Category badge colours cycle through the theme's six category colours in the order of the category
 * filter, so every category keeps its colour.
 */
import { ALL, CATEGORY_OPTIONS } from './filters.js';

export const CATEGORY_COLOR_COUNT = 6;

const CATEGORY_ORDER = CATEGORY_OPTIONS.filter((option) => option.value !== ALL).map((option) => option.value);

/** 0..5: the category's place in the filter list, modulo six; an unknown category hashes its name. */
export function categoryColorIndex(category: string): number {
  const known = CATEGORY_ORDER.indexOf(category);
  if (known >= 0) return known % CATEGORY_COLOR_COUNT;
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % CATEGORY_COLOR_COUNT;
}
