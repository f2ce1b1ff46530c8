/** Course and lesson dialogs as a student sees them: lessons in order, media, attachments, progress. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '../lib/progress.js';
import { makeCourse, makeLesson } from '../test/fixtures.js';
import { serveLibrary } from '../test/library.js';
import { StudentLibraryView } from '../views/StudentLibraryView.js';
import { resetProgressStoreForTests } from '../progress/useProgress.js';
import { type FakeApi, installFakeApi, renderView } from '@tradeboard/ui/testing';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

const course = makeCourse('c1', {
  title: 'Options Basics',
  description: 'Calls and puts',
  category: 'Options',
  difficulty: 'Advanced',
});
const lessons = [
  makeLesson('l3', 'c1', { title: 'Greeks', orderIndex: 2, videoUrl: '/uploads/videos/greeks.mp4' }),
  makeLesson('l1', 'c1', {
    title: 'What is an option',
    orderIndex: 0,
    description: 'The basics',
    duration: '15 minutes',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    content: 'First line\nSecond line',
    attachments: ['/uploads/pdfs/f00d-cheat-sheet.pdf', 'https://example.com/files/sample.xlsx'],
  }),
  makeLesson('l2', 'c1', { title: 'Calls vs puts', orderIndex: 1, videoUrl: 'https://youtu.be/aBcDeF12345' }),
];

async function openCourse(user: ReturnType<typeof renderView>['user']) {
  await user.click(await screen.findByRole('button', { name: /^3 lessons: open Options Basics/ }));
  return screen.findByRole('dialog', { name: 'Options Basics' });
}

async function openLesson(
  user: ReturnType<typeof renderView>['user'],
  courseDialog: HTMLElement,
  button: string,
  title: string,
) {
  await user.click(within(courseDialog).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('course dialog', () => {
  it('shows the badges, the description and the lessons numbered by orderIndex', async () => {
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    const dialog = await openCourse(user);
    expect(within(dialog).getByText('Options')).toBeTruthy();
    expect(within(dialog).getByText('Advanced')).toBeTruthy();
    expect(within(dialog).getByText('Calls and puts')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Course Lessons' });
    // Named by their visible text, numbered in orderIndex order.
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    ['1. What is an option', '2. Calls vs puts', '3. Greeks'].forEach((name, i) =>
      expect(buttons[i]!.textContent).toContain(name),
    );
    expect(within(list).getByRole('button', { name: '1. What is an option 15 minutes' })).toBe(buttons[0]);
    expect(within(dialog).queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it("says 'No lessons added yet' for a course without lessons", async () => {
    serveLibrary(api, { courses: [course], lessons: [] });
    const { user } = renderView(<StudentLibraryView />);
    await user.click(await screen.findByRole('button', { name: /^0 lessons/ }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Options Basics' })).getByText('No lessons added yet'),
    ).toBeTruthy();
  });

  it("shows 'Add Lesson' disabled, with the tooltip 'Only the admin can add lessons'", async () => {
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    const dialog = await openCourse(user);
    const addLesson = within(dialog).getByRole('button', { name: 'Add Lesson' });
    expect(addLesson.getAttribute('aria-disabled')).toBe('true');
    await user.hover(addLesson);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Only the admin can add lessons');
    await user.click(addLesson);
    expect(screen.queryByRole('dialog', { name: 'Add New Lesson' })).toBeNull();
  });
});

describe('lesson dialog', () => {
  it('shows details, the YouTube embed, content with its line breaks and the attachments', async () => {
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    const dialog = await openLesson(
      user,
      await openCourse(user),
      '1. What is an option 15 minutes',
      'What is an option',
    );

    expect(within(dialog).getByText('The basics')).toBeTruthy();
    expect(within(dialog).getByText('15 minutes · Options Basics')).toBeTruthy();
    expect(within(dialog).getByTitle('Video: What is an option').getAttribute('src')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(within(dialog).getByRole('heading', { name: 'Lesson Content' })).toBeTruthy();
    expect(within(dialog).getByText('First line\nSecond line', { normalizer: (text) => text })).toBeTruthy();

    const attachments = within(dialog).getByRole('list', { name: 'Attachments' });
    expect(
      within(attachments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['f00d-cheat-sheet.pdfView', 'sample.xlsxView']);
    const view = within(dialog).getByRole('link', { name: 'View f00d-cheat-sheet.pdf' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual([
      '/uploads/pdfs/f00d-cheat-sheet.pdf',
      '_blank',
    ]);
    // Only the PDF is also shown inline.
    expect(within(dialog).getByTitle('PDF: f00d-cheat-sheet.pdf').getAttribute('src')).toBe(
      '/uploads/pdfs/f00d-cheat-sheet.pdf',
    );
    expect(within(dialog).queryByTitle('PDF: sample.xlsx')).toBeNull();
  });

  it('embeds youtu.be links and plays other URLs in the native player', async () => {
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    const courseDialog = await openCourse(user);
    const second = await openLesson(user, courseDialog, '2. Calls vs puts', 'Calls vs puts');
    expect(within(second).getByTitle('Video: Calls vs puts').getAttribute('src')).toBe(
      'https://www.youtube.com/embed/aBcDeF12345',
    );

    await user.click(within(second).getByRole('button', { name: 'Next lesson' }));
    const third = await screen.findByRole('dialog', { name: 'Greeks' });
    const video = within(third).getByLabelText('Video: Greeks');
    expect([video.tagName, video.getAttribute('src'), video.hasAttribute('controls')]).toEqual([
      'VIDEO',
      '/uploads/videos/greeks.mp4',
      true,
    ]);
    // The last lesson has no next one.
    expect(within(third).queryByRole('button', { name: 'Next lesson' })).toBeNull();
  });
});

describe('progress', () => {
  it('marks a lesson complete, shows it on the course card, and keeps it after a reload', async () => {
    serveLibrary(api, { courses: [course], lessons });
    const first = renderView(<StudentLibraryView />);
    const dialog = await openLesson(
      first.user,
      await openCourse(first.user),
      '1. What is an option 15 minutes',
      'What is an option',
    );
    await first.user.click(within(dialog).getByRole('button', { name: 'Mark as complete' }));
    expect(within(dialog).getByRole('button', { name: 'Completed' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').done).toEqual({ c1: ['l1'] });

    // The course dialog behind marks the lesson done.
    const courseDialog = screen.getByRole('dialog', { name: 'Options Basics', hidden: true });
    expect(
      within(courseDialog).getByRole('button', { name: '1. What is an option (completed) 15 minutes', hidden: true }),
    ).toBeTruthy();
    expect(within(courseDialog).getByText('1 of 3 lessons done', { ignore: false })).toBeTruthy();
    first.unmount();

    // A reload: a new page, a new store, the same localStorage.
    resetProgressStoreForTests();
    renderView(<StudentLibraryView />);
    const card = await screen.findByRole('article', { name: 'Options Basics' });
    expect(within(card).getByText('1 of 3 lessons done')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
  });

  it('can unmark a lesson', async () => {
    localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify({ done: { c1: ['l1', 'l2'] }, positions: {} }));
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    expect(
      within(await screen.findByRole('article', { name: 'Options Basics' })).getByText('2 of 3 lessons done'),
    ).toBeTruthy();
    const dialog = await openLesson(user, await openCourse(user), '2. Calls vs puts (completed)', 'Calls vs puts');
    await user.click(within(dialog).getByRole('button', { name: 'Completed' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').done).toEqual({ c1: ['l1'] }),
    );
  });

  it('resumes an uploaded video where it was left', async () => {
    localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify({ done: {}, positions: { l3: 42 } }));
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    const dialog = await openLesson(user, await openCourse(user), '3. Greeks', 'Greeks');
    const video = within(dialog).getByLabelText('Video: Greeks') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 120 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);

    video.currentTime = 75;
    video.dispatchEvent(new Event('pause'));
    expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').positions).toEqual({ l3: 75 });
  });

  it('tells students that progress stays in this browser', async () => {
    serveLibrary(api, { courses: [course], lessons });
    const { user } = renderView(<StudentLibraryView />);
    const dialog = await openCourse(user);
    expect(
      within(dialog).getByText('Your progress is saved in this browser only; clearing its data clears it.'),
    ).toBeTruthy();
  });
});
