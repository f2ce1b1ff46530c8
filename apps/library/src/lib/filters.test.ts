import { describe, expect, it } from 'vitest';
import {
  ALL,
  CATEGORY_OPTIONS,
  DIFFICULTY_OPTIONS,
  filterCourses,
  filterDocuments,
  hasActiveFilter,
  NO_FILTERS,
} from './filters.js';

const courses = [
  { title: 'Options Basics', description: 'Calls and PUTS explained', category: 'Options', difficulty: 'Beginner' },
  { title: 'Position sizing', description: null, category: 'Risk Management', difficulty: 'Advanced' },
  {
    title: 'Reading charts',
    description: 'Support and resistance',
    category: 'Technical Analysis',
    difficulty: 'Intermediate',
  },
] as const;

const documents = [
  { title: 'Morning routine', content: 'Check the futures, then the watchlist', category: 'SOP' },
  { title: 'Risk rules', content: 'Never more than 5% per position', category: 'Risk Management' },
] as const;

describe('category and difficulty options', () => {
  it('lists All Categories, the course categories, then the document categories once each', () => {
    expect(CATEGORY_OPTIONS.map((option) => option.label)).toEqual([
      'All Categories',
      'Strategy',
      'Risk Management',
      'Technical Analysis',
      'Psychology',
      'Options',
      'Fundamentals',
      'SOP',
      'Strategy Guide',
      'Checklist',
      'Template',
      'Reference',
    ]);
    expect(CATEGORY_OPTIONS[0]?.value).toBe(ALL);
  });

  it('lists All Levels then the difficulties', () => {
    expect(DIFFICULTY_OPTIONS.map((option) => option.label)).toEqual([
      'All Levels',
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
  });
});

describe('filterCourses', () => {
  it("keeps everything when the search is blank and both filters are 'all'", () => {
    expect(filterCourses(courses, { ...NO_FILTERS, search: '   ' })).toHaveLength(3);
  });

  it('matches the title or the description, ignoring case', () => {
    expect(filterCourses(courses, { ...NO_FILTERS, search: 'puts' }).map((c) => c.title)).toEqual(['Options Basics']);
    expect(filterCourses(courses, { ...NO_FILTERS, search: 'CHARTS' }).map((c) => c.title)).toEqual(['Reading charts']);
    expect(filterCourses(courses, { ...NO_FILTERS, search: 'resistance' }).map((c) => c.title)).toEqual([
      'Reading charts',
    ]);
  });

  it('does not match the category text', () => {
    expect(filterCourses(courses, { ...NO_FILTERS, search: 'technical analysis' })).toEqual([]);
  });

  it('filters by category and difficulty together', () => {
    expect(filterCourses(courses, { ...NO_FILTERS, category: 'Risk Management' }).map((c) => c.title)).toEqual([
      'Position sizing',
    ]);
    expect(filterCourses(courses, { ...NO_FILTERS, difficulty: 'Intermediate' }).map((c) => c.title)).toEqual([
      'Reading charts',
    ]);
    expect(filterCourses(courses, { search: '', category: 'Options', difficulty: 'Advanced' })).toEqual([]);
  });
});

describe('filterDocuments', () => {
  it('matches the title or the content, ignoring case', () => {
    expect(filterDocuments(documents, { ...NO_FILTERS, search: 'FUTURES' }).map((d) => d.title)).toEqual([
      'Morning routine',
    ]);
    expect(filterDocuments(documents, { ...NO_FILTERS, search: 'risk' }).map((d) => d.title)).toEqual(['Risk rules']);
  });

  it('filters by category and ignores the difficulty filter', () => {
    expect(
      filterDocuments(documents, { ...NO_FILTERS, category: 'SOP', difficulty: 'Advanced' }).map((d) => d.title),
    ).toEqual(['Morning routine']);
    expect(filterDocuments(documents, { ...NO_FILTERS, category: 'Options' })).toEqual([]);
  });

  it('counts per tab follow the same filters (a category both kinds share)', () => {
    const filters = { ...NO_FILTERS, category: 'Risk Management' };
    expect([filterCourses(courses, filters).length, filterDocuments(documents, filters).length]).toEqual([1, 1]);
  });
});

describe('hasActiveFilter', () => {
  it('is false only for a blank search with both filters on all', () => {
    expect(hasActiveFilter(NO_FILTERS)).toBe(false);
    expect(hasActiveFilter({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilter({ ...NO_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilter({ ...NO_FILTERS, category: 'SOP' })).toBe(true);
    expect(hasActiveFilter({ ...NO_FILTERS, difficulty: 'Beginner' })).toBe(true);
  });
});
