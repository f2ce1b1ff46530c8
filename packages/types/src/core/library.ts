/** Trading library enums. The library schemas (../library.ts) are built on these. */

export const COURSE_CATEGORIES = [
  'Strategy',
  'Risk Management',
  'Technical Analysis',
  'Psychology',
  'Options',
  'Fundamentals',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const DOCUMENT_CATEGORIES = [
  'SOP',
  'Strategy Guide',
  'Risk Management',
  'Checklist',
  'Template',
  'Reference',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const EXTERNAL_SOURCES = ['teachable', 'internal', 'notion'] as const;
export type ExternalSource = (typeof EXTERNAL_SOURCES)[number];
