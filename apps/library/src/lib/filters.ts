/**
 * Search and filters of the Trading Library (SPEC section 2 and 5): the search matches title and
 * description of courses, title and content of documents, case-insensitively; 'all' in the
 * category or difficulty filter means no filter; the difficulty filter applies to courses only.
 */
import { COURSE_CATEGORIES, DIFFICULTIES, DOCUMENT_CATEGORIES } from '@tradeboard/types/core';
import type { Course, Documentation } from '@tradeboard/types';

/** The value of a filter that filters nothing. */
export const ALL = 'all';

export interface LibraryFilters {
  search: string;
  /** 'all' or a course or document category. */
  category: string;
  /** 'all' or a difficulty. */
  difficulty: string;
}

export const NO_FILTERS: LibraryFilters = { search: '', category: ALL, difficulty: ALL };

export interface FilterOption {
  value: string;
  label: string;
}

/** 'All Categories', then the course categories, then the document categories not already listed. */
export const CATEGORY_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All Categories' },
  ...[...new Set<string>([...COURSE_CATEGORIES, ...DOCUMENT_CATEGORIES])].map((category) => ({
    value: category,
    label: category,
  })),
];

export const DIFFICULTY_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All Levels' },
  ...DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: difficulty })),
];

type CourseFields = Pick<Course, 'title' | 'description' | 'category' | 'difficulty'>;
type DocumentFields = Pick<Documentation, 'title' | 'content' | 'category'>;

const includesText = (needle: string, ...haystacks: (string | null | undefined)[]) =>
  haystacks.some((text) => (text ?? '').toLowerCase().includes(needle));

const normalise = (search: string) => search.trim().toLowerCase();

/** True when any filter narrows the lists (decides between the two empty-state texts). */
export function hasActiveFilter(filters: LibraryFilters): boolean {
  return normalise(filters.search) !== '' || filters.category !== ALL || filters.difficulty !== ALL;
}

export function filterCourses<T extends CourseFields>(courses: readonly T[], filters: LibraryFilters): T[] {
  const needle = normalise(filters.search);
  return courses.filter(
    (course) =>
      (needle === '' || includesText(needle, course.title, course.description)) &&
      (filters.category === ALL || course.category === filters.category) &&
      (filters.difficulty === ALL || course.difficulty === filters.difficulty),
  );
}

/** Documents have no difficulty, so the difficulty filter leaves them alone. */
export function filterDocuments<T extends DocumentFields>(documents: readonly T[], filters: LibraryFilters): T[] {
  const needle = normalise(filters.search);
  return documents.filter(
    (document) =>
      (needle === '' || includesText(needle, document.title, document.content)) &&
      (filters.category === ALL || document.category === filters.category),
  );
}
