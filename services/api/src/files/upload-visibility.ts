/**
 * Whether a student (no session) may fetch a stored file. Files are not owned by records, so the
 * library records that link to a file decide: a file that only unpublished items link to (or
 * lessons of an unpublished course) stays hidden from students, like the items. A file nothing in
 * the library links to (a chart, a flow screenshot, an upload not saved yet) is public as before.
 */
import type { Connection } from 'mongoose';
import { courseModel } from '../db/models/courses.js';
import { documentationModel } from '../db/models/documentation.js';
import { lessonModel } from '../db/models/lessons.js';

export type UploadVisibility = 'public' | 'library-published' | 'library-hidden';

const published = (item: { isPublished?: boolean | null }) => item.isPublished !== false;

/** `keyUrl` is '/uploads/<key>': a record may link it as is or with the file's name after it. */
export async function uploadVisibility(db: Connection, keyUrl: string): Promise<UploadVisibility> {
  const url = new RegExp(`^${keyUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^/]+)?$`);
  const [lessons, documents, courses] = await Promise.all([
    lessonModel(db)
      .find({ $or: [{ attachments: url }, { videoUrl: url }] }, { isPublished: 1, courseId: 1 })
      .lean(),
    documentationModel(db).find({ attachments: url }, { isPublished: 1 }).lean(),
    courseModel(db).find({ thumbnailUrl: url }, { isPublished: 1 }).lean(),
  ]);
  if (lessons.length + documents.length + courses.length === 0) return 'public';
  if (documents.some(published) || courses.some(published)) return 'library-published';
  const lessonCourses = lessons.filter(published).map((lesson) => lesson.courseId);
  if (lessonCourses.length > 0) {
    const ids = lessonCourses.filter((id) => /^[0-9a-f]{24}$/i.test(id));
    const visibleCourse = await courseModel(db).exists({ _id: { $in: ids }, isPublished: { $ne: false } });
    if (visibleCourse) return 'library-published';
  }
  return 'library-hidden';
}
