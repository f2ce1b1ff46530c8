/** Trading library: courses, lessons, documentation. */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import { FileUrlSchema, IdSchema, IsoDateTimeSchema, UrlSchema, notBlank, partialUpdate } from './common.js';
import { LIBRARY_DEFAULTS } from './core/constants.js';
import { NUMBER_LIMITS } from './core/numbers.js';
import { COURSE_CATEGORIES, DIFFICULTIES, DOCUMENT_CATEGORIES, EXTERNAL_SOURCES } from './core/library.js';

/** "{label} is required" when absent, else "{label} must be one of: a, b, c". */
const enumMessage =
  (label: string, values: readonly string[]) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `${label} is required` : `${label} must be one of: ${values.join(', ')}`;

export const CourseCategorySchema = z.enum(COURSE_CATEGORIES, { error: enumMessage('Category', COURSE_CATEGORIES) });

export const DocumentCategorySchema = z.enum(DOCUMENT_CATEGORIES, {
  error: enumMessage('Category', DOCUMENT_CATEGORIES),
});

export const DifficultySchema = z.enum(DIFFICULTIES, { error: enumMessage('Difficulty', DIFFICULTIES) });

export const ExternalSourceSchema = z.enum(EXTERNAL_SOURCES, {
  error: enumMessage('External source', EXTERNAL_SOURCES),
});

const TITLE_MAX = 200;
const TEXT_MAX = 20_000;
const CONTENT_MAX = 200_000;
const title = z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(TITLE_MAX).meta(notBlank);
const optionalText = (max: number) => z.string().trim().max(max).nullable();
/** Attachments are stored files (uploaded PDFs): same-origin '/uploads/...' paths only. */
const urlList = z.array(FileUrlSchema).max(50);
const orderIndex = z.number().int().min(0).max(NUMBER_LIMITS.orderIndex);
/** SPEC §5 form defaults shared by courses, lessons and documentation: published, first in order. */
const publishingDefaults = {
  isPublished: z.boolean().default(LIBRARY_DEFAULTS.isPublished),
  orderIndex: orderIndex.default(LIBRARY_DEFAULTS.orderIndex),
};

// ---------- courses ----------

export const CourseSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    description: z.string().nullable(),
    category: CourseCategorySchema,
    difficulty: DifficultySchema,
    duration: z.string().nullable().meta({ description: "Free text, e.g. '2 hours'; null shows 'Self-paced'" }),
    thumbnailUrl: z.string().nullable(),
    externalSource: ExternalSourceSchema.nullable(),
    externalId: z.string().nullable(),
    lastSyncedAt: IsoDateTimeSchema.nullable(),
    isPublished: z.boolean(),
    orderIndex: z.number().int(),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'A course of the trading library' });
export type Course = z.infer<typeof CourseSchema>;

const courseFields = {
  title,
  description: optionalText(TEXT_MAX),
  category: CourseCategorySchema,
  difficulty: DifficultySchema,
  duration: optionalText(100),
  thumbnailUrl: UrlSchema.nullable(),
  externalSource: ExternalSourceSchema.nullable(),
  externalId: optionalText(200),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  isPublished: z.boolean(),
  orderIndex,
};

/** POST /api/courses: title and category required. */
export const CourseCreateSchema = z
  .object(courseFields)
  .partial()
  // The required fields keep their own schemas (and "... is required" messages).
  .extend({
    title: courseFields.title,
    category: courseFields.category,
    difficulty: DifficultySchema.default(LIBRARY_DEFAULTS.difficulty),
    ...publishingDefaults,
  })
  .meta({ description: 'New course' });
export type CourseCreate = z.output<typeof CourseCreateSchema>;
export type CourseCreateInput = z.input<typeof CourseCreateSchema>;

export const CourseUpdateSchema = partialUpdate(courseFields, 'Partial course update');
export type CourseUpdate = z.output<typeof CourseUpdateSchema>;
export type CourseUpdateInput = z.input<typeof CourseUpdateSchema>;

// ---------- lessons ----------

export const LessonSchema = z
  .object({
    id: IdSchema,
    courseId: z.string().meta({ description: 'The `id` of the course this lesson belongs to' }),
    title: z.string(),
    description: z.string().nullable(),
    content: z.string().nullable(),
    videoUrl: z.string().nullable(),
    attachments: z.array(z.string()),
    duration: z.string().nullable(),
    externalSource: ExternalSourceSchema.nullable(),
    externalId: z.string().nullable(),
    lastSyncedAt: IsoDateTimeSchema.nullable(),
    orderIndex: z.number().int(),
    isPublished: z.boolean(),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'A lesson of a course' });
export type Lesson = z.infer<typeof LessonSchema>;

const lessonFields = {
  courseId: z.string({ error: 'Course is required' }).trim().min(1, 'Course is required').meta(notBlank),
  title,
  description: optionalText(TEXT_MAX),
  content: optionalText(CONTENT_MAX),
  videoUrl: UrlSchema.nullable(),
  attachments: urlList,
  duration: optionalText(100),
  externalSource: ExternalSourceSchema.nullable(),
  externalId: optionalText(200),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  orderIndex,
  isPublished: z.boolean(),
};

/** POST /api/lessons: courseId (an existing course id) and title required. */
export const LessonCreateSchema = z
  .object(lessonFields)
  .partial()
  .extend({
    courseId: lessonFields.courseId,
    title: lessonFields.title,
    attachments: urlList.default([]),
    ...publishingDefaults,
  })
  .meta({ description: 'New lesson' });
export type LessonCreate = z.output<typeof LessonCreateSchema>;
export type LessonCreateInput = z.input<typeof LessonCreateSchema>;

export const LessonUpdateSchema = partialUpdate(lessonFields, 'Partial lesson update');
export type LessonUpdate = z.output<typeof LessonUpdateSchema>;
export type LessonUpdateInput = z.input<typeof LessonUpdateSchema>;

/** Query of GET /api/lessons: optional courseId filter; lessons come ordered by orderIndex, then creation. */
export const LessonsQuerySchema = z.object({ courseId: z.string().trim().min(1).meta(notBlank).optional() });

// ---------- documentation ----------

export const DocumentationSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    content: z.string(),
    category: DocumentCategorySchema,
    tags: z.array(z.string()),
    attachments: z.array(z.string()),
    notionId: z.string().nullable(),
    isPublished: z.boolean(),
    orderIndex: z.number().int(),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'A documentation page' });
export type Documentation = z.infer<typeof DocumentationSchema>;

const documentationFields = {
  title,
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(CONTENT_MAX)
    .meta(notBlank),
  category: DocumentCategorySchema,
  tags: z.array(z.string().trim().min(1).max(50).meta(notBlank)).max(50),
  attachments: urlList,
  notionId: optionalText(200),
  isPublished: z.boolean(),
  orderIndex,
};

/** POST /api/documentation: title, content and category required. */
export const DocumentationCreateSchema = z
  .object(documentationFields)
  .partial()
  .extend({
    title: documentationFields.title,
    content: documentationFields.content,
    category: documentationFields.category,
    tags: documentationFields.tags.default([]),
    attachments: urlList.default([]),
    ...publishingDefaults,
  })
  .meta({ description: 'New documentation page' });
export type DocumentationCreate = z.output<typeof DocumentationCreateSchema>;
export type DocumentationCreateInput = z.input<typeof DocumentationCreateSchema>;

export const DocumentationUpdateSchema = partialUpdate(documentationFields, 'Partial documentation update');
export type DocumentationUpdate = z.output<typeof DocumentationUpdateSchema>;
export type DocumentationUpdateInput = z.input<typeof DocumentationUpdateSchema>;
