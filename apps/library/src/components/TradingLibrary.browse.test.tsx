/** Both views' browsing: heading, loading and empty texts, cards, search, filters and tab counts. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_OPTIONS } from '../lib/filters.js';
import { makeCourse, makeDocument, makeLesson } from '../test/fixtures.js';
import { deferred, serveLibrary } from '../test/library.js';
import { StudentLibraryView } from '../views/StudentLibraryView.js';
import { type FakeApi, installFakeApi, renderView } from '@tradeboard/ui/testing';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

const courses = [
  makeCourse('c1', {
    title: 'Options Basics',
    description: 'Calls and puts explained',
    category: 'Options',
    difficulty: 'Beginner',
    duration: '2 hours',
  }),
  makeCourse('c2', {
    title: 'Risk Control',
    description: 'Position sizing rules',
    category: 'Risk Management',
    difficulty: 'Advanced',
  }),
  makeCourse('c3', {
    title: 'Chart Reading',
    description: 'Support and resistance',
    category: 'Technical Analysis',
    difficulty: 'Intermediate',
  }),
];
const lessons = [makeLesson('l1', 'c1'), makeLesson('l2', 'c1'), makeLesson('l3', 'c2')];
const documents = [
  makeDocument('d1', {
    title: 'Morning SOP',
    content: 'Check the futures first. '.repeat(10),
    category: 'SOP',
    createdAt: '2026-03-05T15:30:00.000Z',
  }),
  makeDocument('d2', { title: 'Risk checklist', content: 'Never risk more than 1%', category: 'Risk Management' }),
];

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const courseCards = () => within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('article');

async function choose(user: ReturnType<typeof renderView>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('heading and loading', () => {
  it("shows the heading, the subtitle and 'Loading courses...' until courses and lessons are in", async () => {
    const held = deferred<{ body: unknown }>();
    serveLibrary(api, { courses });
    api.on('GET', '/api/lessons', () => held.promise);
    renderView(<StudentLibraryView />);

    expect(screen.getByRole('heading', { level: 2, name: 'Trading Library' })).toBeTruthy();
    expect(screen.getByText('Access your trading courses and documentation in one place')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Loading courses...');

    held.resolve({ body: lessons });
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeTruthy();
  });

  it("shows 'Loading documentation...' on the Documentation tab while it loads", async () => {
    serveLibrary(api, { courses, lessons });
    api.on('GET', '/api/documentation', () => new Promise(() => {}));
    const { user } = renderView(<StudentLibraryView />);
    await user.click(tab(/^Documentation/));
    expect((await screen.findByRole('status')).textContent).toBe('Loading documentation...');
  });

  it('says what failed and retries', async () => {
    let fail = true;
    serveLibrary(api, { lessons });
    api.on('GET', '/api/courses', () => (fail ? { status: 500, body: { message: 'down' } } : { body: courses }));
    const { user } = renderView(<StudentLibraryView />);
    expect(await screen.findByText('Failed to fetch courses')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Courses' }));
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeTruthy();
  });
});

describe('course cards', () => {
  it('show title, difficulty, description, category, duration and the lesson count', async () => {
    serveLibrary(api, { courses, lessons });
    renderView(<StudentLibraryView />);
    const card = await screen.findByRole('article', { name: 'Options Basics' });
    for (const text of ['Beginner', 'Calls and puts explained', 'Options', '2 hours', '2 lessons'])
      expect(within(card).getByText(text)).toBeTruthy();
    const risk = screen.getByRole('article', { name: 'Risk Control' });
    expect(within(risk).getByText('Self-paced')).toBeTruthy();
    expect(within(risk).getByText('1 lesson')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Chart Reading' })).getByText('0 lessons')).toBeTruthy();
  });

  it('offer no management control to students', async () => {
    serveLibrary(api, { courses, lessons, documents });
    const { user } = renderView(<StudentLibraryView />);
    await screen.findByRole('list', { name: 'Courses' });
    expect(screen.queryByRole('button', { name: /Add Course|Delete/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Student view' })).toBeNull();
    await user.click(tab(/^Documentation/));
    await screen.findByRole('list', { name: 'Documentation' });
    expect(screen.queryByRole('button', { name: /Add Documentation|Delete/ })).toBeNull();
  });
});

describe('search, filters and counts', () => {
  it('count what the filters leave on each tab', async () => {
    serveLibrary(api, { courses, lessons, documents });
    const { user } = renderView(<StudentLibraryView />);
    await screen.findByRole('list', { name: 'Courses' });
    await waitFor(() => expect(tab(/^Documentation/).textContent).toBe('Documentation (2)'));
    expect(tab(/^Courses/).textContent).toBe('Courses (3)');

    // Course descriptions and document contents are searched, ignoring case.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RISK');
    expect(tab(/^Courses/).textContent).toBe('Courses (1)');
    expect(tab(/^Documentation/).textContent).toBe('Documentation (1)');
    expect(courseCards().map((card) => card.getAttribute('aria-label'))).toEqual(['Risk Control']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'support');
    expect(courseCards().map((card) => card.getAttribute('aria-label'))).toEqual(['Chart Reading']);
  });

  it('filter by category (course and document categories) and by difficulty (courses only)', async () => {
    serveLibrary(api, { courses, lessons, documents });
    const { user } = renderView(<StudentLibraryView />);
    await screen.findByRole('list', { name: 'Courses' });

    await choose(user, 'Category', 'Risk Management');
    expect(tab(/^Courses/).textContent).toBe('Courses (1)');
    expect(tab(/^Documentation/).textContent).toBe('Documentation (1)');

    await choose(user, 'Category', 'All Categories');
    await choose(user, 'Difficulty', 'Intermediate');
    expect(courseCards().map((card) => card.getAttribute('aria-label'))).toEqual(['Chart Reading']);
    expect(tab(/^Documentation/).textContent).toBe('Documentation (2)');

    await choose(user, 'Difficulty', 'All Levels');
    expect(tab(/^Courses/).textContent).toBe('Courses (3)');
  });

  it('lists All Categories, every course and document category, and All Levels with the difficulties', async () => {
    serveLibrary(api, { courses, lessons, documents });
    const { user } = renderView(<StudentLibraryView />);
    await screen.findByRole('list', { name: 'Courses' });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const categories = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // The list itself, word for word, is pinned in lib/filters.test.ts; here: the menu shows all of it.
    expect(categories).toEqual(CATEGORY_OPTIONS.map((option) => option.label));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'All Levels',
        'Beginner',
        'Intermediate',
        'Advanced',
      ]),
    );
  });
});

describe('empty states', () => {
  it("without courses, a student reads 'No courses found' and that courses appear when published", async () => {
    serveLibrary(api, {});
    renderView(<StudentLibraryView />);
    expect(await screen.findByText('No courses found')).toBeTruthy();
    expect(screen.getByText('Courses will appear here when they are published')).toBeTruthy();
    expect(screen.queryByText('Start building your trading course library')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Your First Course' })).toBeNull();
  });

  it("with a filter that matches nothing: 'Try adjusting your filters' on both tabs", async () => {
    serveLibrary(api, { courses, lessons, documents });
    const { user } = renderView(<StudentLibraryView />);
    await screen.findByRole('list', { name: 'Courses' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No courses found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
    await user.click(tab(/^Documentation/));
    expect(screen.getByText('No documentation found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
  });

  it("without documents, a student reads 'No documentation found' and that documents appear when published", async () => {
    serveLibrary(api, { courses, lessons });
    const { user } = renderView(<StudentLibraryView />);
    await user.click(tab(/^Documentation/));
    expect(await screen.findByText('No documentation found')).toBeTruthy();
    expect(screen.getByText('Documents will appear here when they are published')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Your First Document' })).toBeNull();
  });
});

describe('documentation', () => {
  it('cards show category, US created date, title and the first 150 characters', async () => {
    serveLibrary(api, { courses, lessons, documents });
    const { user } = renderView(<StudentLibraryView />);
    await user.click(tab(/^Documentation/));
    const card = await screen.findByRole('article', { name: 'Morning SOP' });
    expect(within(card).getByText('SOP')).toBeTruthy();
    expect(within(card).getByText('03/05/2026')).toBeTruthy();
    expect(within(card).getByText(`${documents[0]!.content.slice(0, 150)}...`)).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Risk checklist' })).getByText('Never risk more than 1%'),
    ).toBeTruthy();
  });

  it("'View Doc' opens the document: category, Created date, content, tags, attachments and Open in Notion", async () => {
    const doc = makeDocument('d9', {
      title: 'Playbook',
      content: 'Step one\nStep two',
      category: 'Reference',
      tags: ['morning', 'routine'],
      attachments: ['/uploads/pdfs/playbook.pdf'],
      notionId: 'abc-123',
    });
    serveLibrary(api, { documents: [doc, makeDocument('d8', { title: 'Undated', createdAt: '' })] });
    const { user } = renderView(<StudentLibraryView />);
    await user.click(tab(/^Documentation/));
    await user.click(await screen.findByRole('button', { name: 'View Doc: Playbook' }));

    const dialog = await screen.findByRole('dialog', { name: 'Playbook' });
    expect(within(dialog).getByText('Reference')).toBeTruthy();
    expect(within(dialog).getByText('Created: 03/05/2026')).toBeTruthy();
    expect(within(dialog).getByText('Step one\nStep two', { normalizer: (text) => text })).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['morning', 'routine']);
    expect(within(dialog).getByRole('link', { name: 'View playbook.pdf' }).getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByTitle('PDF: playbook.pdf').getAttribute('src')).toBe('/uploads/pdfs/playbook.pdf');
    expect(within(dialog).getByRole('link', { name: 'Open in Notion' }).getAttribute('href')).toBe(
      'https://www.notion.so/abc123',
    );
    expect(within(dialog).queryByRole('button', { name: 'Edit Document' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'View Doc: Undated' }));
    const undated = await screen.findByRole('dialog', { name: 'Undated' });
    expect(within(undated).getByText('Created: N/A')).toBeTruthy();
    expect(within(undated).queryByRole('link', { name: 'Open in Notion' })).toBeNull();
  });
});
