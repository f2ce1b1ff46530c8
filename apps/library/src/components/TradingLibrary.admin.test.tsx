/** The admin view: creating, editing, deleting and reordering, the Student view switch, and toasts. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCourse, makeDocument, makeLesson } from '../test/fixtures.js';
import { fill, serveLibrary } from '../test/library.js';
import { AdminLibraryView } from '../views/AdminLibraryView.js';
import { currentToast, type FakeApi, installFakeApi, renderView } from '@tradeboard/ui/testing';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

type User = ReturnType<typeof renderView>['user'];

async function choose(user: User, within_: HTMLElement, label: string, option: string) {
  await user.click(within(within_).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const course = makeCourse('c1', { title: 'Options Basics', category: 'Options' });

describe('courses', () => {
  it("'Add Your First Course' opens 'Create New Course' with its defaults and creates the course", async () => {
    const courses = [] as ReturnType<typeof makeCourse>[];
    serveLibrary(api, { courses });
    api.on('POST', '/api/courses', ({ body }) => {
      const created = makeCourse('new', body as object);
      courses.push(created);
      return { status: 201, body: created };
    });
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: 'Add Your First Course' }));

    const form = await screen.findByRole('dialog', { name: 'Create New Course' });
    expect(within(form).getByRole('combobox', { name: 'Category' }).textContent).toBe('Strategy');
    expect(within(form).getByRole('combobox', { name: 'Difficulty' }).textContent).toBe('Beginner');
    expect(within(form).getByLabelText('Duration').getAttribute('placeholder')).toBe('e.g., 2 hours');
    expect(within(form).getByLabelText('Thumbnail URL').getAttribute('placeholder')).toBe(
      'https://example.com/course-thumbnail.jpg',
    );
    // The title is required.
    expect(within(form).getByRole('button', { name: 'Create Course' })).toHaveProperty('disabled', true);

    await fill(user, within(form).getByLabelText(/Course Title/), 'Risk 101');
    await fill(user, within(form).getByLabelText('Description'), 'Sizing and stops');
    await choose(user, form, 'Category', 'Risk Management');
    await choose(user, form, 'Difficulty', 'Intermediate');
    await fill(user, within(form).getByLabelText('Duration'), '2 hours');
    await user.click(within(form).getByRole('button', { name: 'Create Course' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/courses',
          body: {
            title: 'Risk 101',
            description: 'Sizing and stops',
            category: 'Risk Management',
            difficulty: 'Intermediate',
            duration: '2 hours',
            thumbnailUrl: null,
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Course Created',
        description: '"Risk 101" has been added to the library.',
        variant: 'success',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Risk 101' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the form open and shows the server's message when creating fails", async () => {
    serveLibrary(api, { courses: [course] });
    api.on('POST', '/api/courses', { status: 400, body: { message: 'Thumbnail URL must be a link' } });
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: 'Add Course' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Course' });
    await fill(user, within(form).getByLabelText(/Course Title/), 'X');
    await user.click(within(form).getByRole('button', { name: 'Create Course' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Create Failed',
        description: 'Thumbnail URL must be a link',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Create New Course' })).toBeTruthy();
  });

  it('deletes a course without asking and refreshes the lessons too', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    serveLibrary(api, { courses: [course], lessons: [makeLesson('l1', 'c1')] });
    api.on('DELETE', '/api/courses/c1', { status: 204 });
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: 'Delete course Options Basics' }));

    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Course Deleted', variant: 'success' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/courses/c1', body: undefined }]);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/api/lessons')).toHaveLength(2),
    );
  });

  it('edits a course from its dialog (PATCH)', async () => {
    serveLibrary(api, { courses: [course] });
    api.on('PATCH', '/api/courses/c1', ({ body }) => ({ body: { ...course, ...(body as object) } }));
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: /^0 lessons/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Options Basics' })).getByRole('button', {
        name: 'Edit Course',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect(within(form).getByLabelText(/Course Title/)).toHaveProperty('value', 'Options Basics');
    await fill(user, within(form).getByLabelText('Duration'), '3 hours');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.writes()).toMatchObject([
        { method: 'PATCH', path: '/api/courses/c1', body: { title: 'Options Basics', duration: '3 hours' } },
      ]),
    );
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Course Updated' }));
  });
});

describe('lessons', () => {
  const lessons = [
    makeLesson('l1', 'c1', { title: 'First', orderIndex: 0 }),
    makeLesson('l2', 'c1', { title: 'Second', orderIndex: 1 }),
    makeLesson('l3', 'c1', { title: 'Third', orderIndex: 2 }),
  ];

  it('reorders lessons with the up and down buttons (orderIndex PATCHes)', async () => {
    serveLibrary(api, { courses: [course], lessons });
    api.on('PATCH', '/api/lessons/l2', ({ body }) => ({ body: { ...lessons[1], ...(body as object) } }));
    api.on('PATCH', '/api/lessons/l3', ({ body }) => ({ body: { ...lessons[2], ...(body as object) } }));
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: /^3 lessons/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Options Basics' });
    expect(within(dialog).getByRole('button', { name: 'Move First up' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Move Third up' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/lessons/l3', body: { orderIndex: 1 }, ifMatch: '"1"' },
        { method: 'PATCH', path: '/api/lessons/l2', body: { orderIndex: 2 }, ifMatch: '"1"' },
      ]),
    );
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Lessons Reordered', variant: 'success' }));
  });

  it('creates a lesson with a typed video URL, after the last lesson', async () => {
    serveLibrary(api, { courses: [course], lessons });
    api.on('POST', '/api/lessons', ({ body }) => ({ status: 201, body: makeLesson('l9', 'c1', body as object) }));
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: /^3 lessons/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Options Basics' })).getByRole('button', { name: 'Add Lesson' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Add New Lesson' });
    expect(within(form).getByLabelText('Duration').getAttribute('placeholder')).toBe('e.g., 15 minutes');
    await fill(user, within(form).getByLabelText(/Lesson Title/), 'Fourth');
    await fill(user, within(form).getByLabelText('Content'), 'Line 1\nLine 2');
    await fill(user, within(form).getByLabelText('Video URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await fill(user, within(form).getByLabelText('Duration'), '15 minutes');
    await user.click(within(form).getByRole('button', { name: 'Create Lesson' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/lessons',
          body: {
            title: 'Fourth',
            description: null,
            content: 'Line 1\nLine 2',
            videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
            duration: '15 minutes',
            courseId: 'c1',
            attachments: [],
            orderIndex: 3,
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Lesson Created',
        description: '"Fourth" has been added to the library.',
      }),
    );
  });

  it('edits and deletes a lesson from its dialog', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    serveLibrary(api, { courses: [course], lessons });
    api.on('PATCH', '/api/lessons/l1', ({ body }) => ({ body: { ...lessons[0], ...(body as object) } }));
    api.on('DELETE', '/api/lessons/l1', { status: 204 });
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('button', { name: /^3 lessons/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Options Basics' })).getByRole('button', { name: '1. First' }),
    );
    const lessonDialog = await screen.findByRole('dialog', { name: 'First' });
    expect(within(lessonDialog).queryByRole('button', { name: 'Mark as complete' })).toBeNull();

    await user.click(within(lessonDialog).getByRole('button', { name: 'Edit Lesson' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Lesson' });
    await fill(user, within(form).getByLabelText('Description'), 'Now described');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.writes()[0]).toMatchObject({
        method: 'PATCH',
        path: '/api/lessons/l1',
        body: { title: 'First', description: 'Now described', attachments: [] },
      }),
    );
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Lesson Updated' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lesson' })).toBeNull());

    await user.click(
      within(screen.getByRole('dialog', { name: 'First' })).getByRole('button', { name: 'Delete Lesson' }),
    );
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "First"? This action cannot be undone.');
    await waitFor(() =>
      expect(api.writes()[1]).toEqual({ method: 'DELETE', path: '/api/lessons/l1', body: undefined }),
    );
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Lesson Deleted' }));
  });
});

describe('documentation', () => {
  it("'Add Your First Document' opens 'Create New Documentation' (SOP by default) and creates it", async () => {
    serveLibrary(api, {});
    let release: () => void = () => {};
    api.on(
      'POST',
      '/api/documentation',
      ({ body }) =>
        new Promise((done) => (release = () => done({ status: 201, body: makeDocument('d1', body as object) }))),
    );
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('tab', { name: /^Documentation/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Your First Document' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Documentation' });
    expect(within(form).getByRole('combobox', { name: 'Category' }).textContent).toBe('SOP');
    expect(
      within(form)
        .getByLabelText(/Content/)
        .getAttribute('rows'),
    ).toBe('8');
    await fill(user, within(form).getByLabelText(/Document Title/), 'Open checklist');
    expect(within(form).getByRole('button', { name: 'Create Document' })).toHaveProperty('disabled', true);
    await fill(user, within(form).getByLabelText(/Content/), 'Step 1');
    await choose(user, form, 'Category', 'Checklist');
    await user.click(within(form).getByRole('button', { name: 'Create Document' }));

    expect(await within(form).findByRole('button', { name: 'Creating...' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Document Created', variant: 'success' }));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/documentation',
        body: { title: 'Open checklist', category: 'Checklist', content: 'Step 1', attachments: [] },
      },
    ]);
  });

  it('asks before deleting a document, and deletes only when confirmed', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    serveLibrary(api, { documents: [makeDocument('d1', { title: 'Old SOP' })] });
    api.on('DELETE', '/api/documentation/d1', { status: 204 });
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('tab', { name: /^Documentation/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete document Old SOP' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Old SOP"? This action cannot be undone.');
    expect(api.writes()).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete document Old SOP' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/documentation/d1', body: undefined }]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Document Deleted',
        description: '"Old SOP" has been removed from the library.',
      }),
    );
  });

  it("shows a failed delete with the server's message", async () => {
    vi.stubGlobal('confirm', () => true);
    serveLibrary(api, { documents: [makeDocument('d1', { title: 'Old SOP' })] });
    api.on('DELETE', '/api/documentation/d1', { status: 404, body: { message: 'Document not found' } });
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('tab', { name: /^Documentation/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete document Old SOP' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Delete Failed',
        description: 'Document not found',
        variant: 'destructive',
      }),
    );
  });
});

describe('Student view switch', () => {
  it('hides every management action and shows what students see', async () => {
    serveLibrary(api, { courses: [course], lessons: [makeLesson('l1', 'c1')], documents: [makeDocument('d1')] });
    const { user } = renderView(<AdminLibraryView />);
    expect(await screen.findByRole('button', { name: 'Add Course' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Student view' }));

    expect(screen.queryByRole('button', { name: /Add Course|Delete/ })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Options Basics' })).getByText('0 of 1 lessons done'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^1 lesson:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Options Basics' });
    expect(within(dialog).getByRole('button', { name: 'Add Lesson' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).queryByRole('button', { name: /Edit|Move/ })).toBeNull();
  });
});
