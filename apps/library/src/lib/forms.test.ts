import { describe, expect, it } from 'vitest';
import {
  canSubmitCourse,
  canSubmitDocument,
  canSubmitLesson,
  courseBody,
  documentBody,
  EMPTY_COURSE_FORM,
  EMPTY_DOCUMENT_FORM,
  EMPTY_LESSON_FORM,
  lessonCreateBody,
  lessonUpdateBody,
} from './forms.js';

describe('course form', () => {
  it('defaults to Strategy and Beginner', () => {
    expect(EMPTY_COURSE_FORM.category).toBe('Strategy');
    expect(EMPTY_COURSE_FORM.difficulty).toBe('Beginner');
  });

  it('needs a title', () => {
    expect(canSubmitCourse({ ...EMPTY_COURSE_FORM, title: '  ' })).toBe(false);
    expect(canSubmitCourse({ ...EMPTY_COURSE_FORM, title: 'Intro' })).toBe(true);
  });

  it('sends the six fields, blank ones as null', () => {
    expect(courseBody({ ...EMPTY_COURSE_FORM, title: ' Intro ', duration: '2 hours', description: ' ' })).toEqual({
      title: 'Intro',
      description: null,
      category: 'Strategy',
      difficulty: 'Beginner',
      duration: '2 hours',
      thumbnailUrl: null,
    });
  });
});

describe('lesson form', () => {
  const values = {
    ...EMPTY_LESSON_FORM,
    title: 'Lesson 1',
    content: 'Line one\n  Line two',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  };

  it('needs a title', () => {
    expect(canSubmitLesson(EMPTY_LESSON_FORM)).toBe(false);
    expect(canSubmitLesson(values)).toBe(true);
  });

  it('uses the typed video URL when nothing was uploaded, and keeps line breaks', () => {
    const body = lessonCreateBody(values, 'course-1', { videoUrl: null, pdfUrls: [] }, 3);
    expect(body).toMatchObject({
      courseId: 'course-1',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      attachments: [],
      content: 'Line one\n  Line two',
      orderIndex: 3,
    });
  });

  it('prefers the uploaded video and attaches the uploaded PDFs', () => {
    const body = lessonCreateBody(
      values,
      'course-1',
      { videoUrl: '/uploads/videos/a.mp4', pdfUrls: ['/uploads/pdfs/b.pdf'] },
      0,
    );
    expect(body.videoUrl).toBe('/uploads/videos/a.mp4');
    expect(body.attachments).toEqual(['/uploads/pdfs/b.pdf']);
  });

  it('an edit keeps the attachments not removed and adds new ones', () => {
    const body = lessonUpdateBody(values, { videoUrl: null, pdfUrls: ['/uploads/pdfs/new.pdf'] }, [
      '/uploads/pdfs/old.pdf',
    ]);
    expect(body.attachments).toEqual(['/uploads/pdfs/old.pdf', '/uploads/pdfs/new.pdf']);
  });
});

describe('document form', () => {
  it('defaults to SOP and needs title and content', () => {
    expect(EMPTY_DOCUMENT_FORM.category).toBe('SOP');
    expect(canSubmitDocument({ ...EMPTY_DOCUMENT_FORM, title: 'A' })).toBe(false);
    expect(canSubmitDocument({ ...EMPTY_DOCUMENT_FORM, title: 'A', content: 'B' })).toBe(true);
  });

  it('sends the form plus the uploaded PDF URLs', () => {
    expect(documentBody({ title: ' Rules ', category: 'Checklist', content: 'x' }, ['/uploads/pdfs/a.pdf'])).toEqual({
      title: 'Rules',
      category: 'Checklist',
      content: 'x',
      attachments: ['/uploads/pdfs/a.pdf'],
    });
  });
});
