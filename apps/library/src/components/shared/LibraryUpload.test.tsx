/** The lesson form's uploads: field names, real progress, the held file, and the refusals. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCourse } from '../../test/fixtures.js';
import { deferred, fill, serveLibrary } from '../../test/library.js';
import { AdminLibraryView } from '../../views/AdminLibraryView.js';
import { currentToast, type FakeApi, installFakeApi, renderView } from '@tradeboard/ui/testing';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  serveLibrary(api, { courses: [makeCourse('c1', { title: 'Options Basics' })] });
});

async function openLessonForm(user: ReturnType<typeof renderView>['user']) {
  await user.click(await screen.findByRole('button', { name: /^0 lessons/ }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Options Basics' })).getByRole('button', { name: 'Add Lesson' }),
  );
  return screen.findByRole('dialog', { name: 'Add New Lesson' });
}

const fileInput = (form: HTMLElement, accept: string) =>
  form.querySelector<HTMLInputElement>(`input[type="file"][accept*="${accept}"]`)!;

function pick(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('lesson uploads', () => {
  it("uploads the video as 'video' and the PDF as 'pdf', shows progress, and sends their URLs with the lesson", async () => {
    const videoAnswer = deferred<{ status: number; body: unknown }>();
    api.on('POST', '/api/trading-library/upload-video', () => videoAnswer.promise);
    api.on('POST', '/api/trading-library/upload-pdf', {
      status: 201,
      body: { fileUrl: '/uploads/pdfs/p1.pdf', filename: 'notes.pdf', size: 2048 },
    });
    api.on('POST', '/api/lessons', ({ body }) => ({
      status: 201,
      body: { ...(body as object), id: 'l1', createdAt: '', updatedAt: '' },
    }));
    const { user } = renderView(<AdminLibraryView />);
    const form = await openLessonForm(user);
    await fill(user, within(form).getByLabelText(/Lesson Title/), 'Intro');
    await fill(user, within(form).getByLabelText('Video URL'), 'https://youtu.be/dQw4w9WgXcQ');

    pick(fileInput(form, '.mp4'), new File(['fake mp4 bytes'], 'intro.mp4', { type: 'video/mp4' }));
    // The fake XHR reports 50% as soon as the request is sent: the bar shows the real figure.
    const bar = await within(form).findByRole('progressbar', { name: 'Uploading intro.mp4' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(form).getByRole('button', { name: 'Create Lesson' })).toHaveProperty('disabled', true);
    videoAnswer.resolve({ status: 201, body: { fileUrl: '/uploads/videos/v1.mp4', filename: 'intro.mp4', size: 14 } });
    expect(await within(form).findByText('intro.mp4')).toBeTruthy();

    pick(fileInput(form, '.pdf'), new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('notes.pdf')).toBeTruthy();

    const uploads = api.writes().filter((call) => call.path.startsWith('/api/trading-library/'));
    expect(uploads.map((call) => [call.path, [...(call.body as FormData).keys()]])).toEqual([
      ['/api/trading-library/upload-video', ['video']],
      ['/api/trading-library/upload-pdf', ['pdf']],
    ]);

    await user.click(within(form).getByRole('button', { name: 'Create Lesson' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Lesson Created' }));
    // The uploaded video wins over the typed URL; the PDF becomes the attachment.
    expect(api.writes().find((call) => call.path === '/api/lessons')?.body).toMatchObject({
      videoUrl: '/uploads/videos/v1.mp4',
      attachments: ['/uploads/pdfs/p1.pdf'],
    });
  });

  it('holds an uploaded file until it is removed', async () => {
    api.on('POST', '/api/trading-library/upload-pdf', {
      status: 201,
      body: { fileUrl: '/uploads/pdfs/p1.pdf', filename: 'notes.pdf', size: 2048 },
    });
    api.on('POST', '/api/lessons', ({ body }) => ({ status: 201, body: { ...(body as object), id: 'l1' } }));
    const { user } = renderView(<AdminLibraryView />);
    const form = await openLessonForm(user);
    pick(fileInput(form, '.pdf'), new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    await user.click(await within(form).findByRole('button', { name: 'Remove notes.pdf' }));
    expect(within(form).queryByText('notes.pdf')).toBeNull();

    await fill(user, within(form).getByLabelText(/Lesson Title/), 'No files');
    await user.click(within(form).getByRole('button', { name: 'Create Lesson' }));
    await waitFor(() =>
      expect(api.writes().find((call) => call.path === '/api/lessons')?.body).toMatchObject({
        attachments: [],
        videoUrl: null,
      }),
    );
  });

  it('refuses a video over 100 MB and a file of another type, without uploading', async () => {
    const { user } = renderView(<AdminLibraryView />);
    const form = await openLessonForm(user);
    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 + 1 });
    pick(fileInput(form, '.mp4'), huge);
    expect((await within(form).findByRole('alert')).textContent).toBe('File size must be less than 100MB');

    pick(
      fileInput(form, '.pdf'),
      new File(['x'], 'notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['File size must be less than 100MB', 'File type not accepted. Please select: PDF file']),
    );
    pick(fileInput(form, '.mp4'), new File(['x'], 'clip.mkv', { type: 'video/x-matroska' }));
    await waitFor(() =>
      expect(within(form).getAllByRole('alert')[0]?.textContent).toBe(
        'File type not accepted. Please select: MP4, MOV, AVI or WebM video',
      ),
    );
    expect(api.writes()).toEqual([]);
  });

  it("shows why an upload failed (the server's answer)", async () => {
    api.on('POST', '/api/trading-library/upload-video', {
      status: 415,
      body: { message: 'File type not accepted. Please select: .mp4, .mov, .avi, .webm' },
    });
    const { user } = renderView(<AdminLibraryView />);
    const form = await openLessonForm(user);
    pick(fileInput(form, '.mp4'), new File(['not really a video'], 'fake.mp4', { type: 'video/mp4' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Upload failed (415): File type not accepted. Please select: .mp4, .mov, .avi, .webm',
    );
  });
});

describe('document upload', () => {
  it('attaches the uploaded PDF to a new document', async () => {
    api.on('POST', '/api/trading-library/upload-pdf', {
      status: 201,
      body: { fileUrl: '/uploads/pdfs/d.pdf', filename: 'sop.pdf', size: 10 },
    });
    api.on('POST', '/api/documentation', ({ body }) => ({ status: 201, body: { ...(body as object), id: 'd1' } }));
    const { user } = renderView(<AdminLibraryView />);
    await user.click(await screen.findByRole('tab', { name: /^Documentation/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Your First Document' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Documentation' });
    await fill(user, within(form).getByLabelText(/Document Title/), 'SOP');
    await fill(user, within(form).getByLabelText(/Content/), 'Steps');
    pick(fileInput(form, '.pdf'), new File(['%PDF-1.4'], 'sop.pdf', { type: 'application/pdf' }));
    await within(form).findByText('sop.pdf');
    await user.click(within(form).getByRole('button', { name: 'Create Document' }));
    await waitFor(() =>
      expect(api.writes().find((call) => call.path === '/api/documentation')?.body).toEqual({
        title: 'SOP',
        category: 'SOP',
        content: 'Steps',
        attachments: ['/uploads/pdfs/d.pdf'],
      }),
    );
  });
});
