import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@tradeboard/runtime';
import { DropZone } from './DropZone.js';
import {
  checkUploadFile,
  describeFileTypes,
  fileTooLargeMessage,
  fileTypeMessage,
  formatFileSize,
} from './fileChecks.js';
import { UploadBox, type UploadedFileCard } from './UploadBox.js';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

afterEach(cleanup);

describe('file checks', () => {
  it('says the size limit in MB and the accepted types in words', () => {
    expect(fileTooLargeMessage(10 * MB)).toBe('File size must be less than 10MB');
    expect(fileTypeMessage(['.mp4', '.mov', '.avi', '.webm'])).toBe(
      'File type not accepted. Please select: MP4, MOV, AVI or WebM video',
    );
  });

  it('accepts by extension or MIME pattern and refuses the rest', () => {
    const pdf = { accept: ['.pdf'], maxBytes: 10 * MB };
    expect(checkUploadFile(file('notes.PDF', 'application/pdf'), pdf)).toBeNull();
    expect(checkUploadFile(file('notes.txt', 'text/plain'), pdf)).toBe(
      'File type not accepted. Please select: PDF file',
    );
    expect(checkUploadFile(file('chart.png', 'image/png'), { accept: ['image/*'], maxBytes: MB })).toBeNull();
    expect(checkUploadFile(file('big.pdf', 'application/pdf', 11 * MB), pdf)).toBe('File size must be less than 10MB');
  });

  it('formats sizes', () => {
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
  });
});

describe('DropZone', () => {
  const renderZone = (props: Partial<Parameters<typeof DropZone>[0]> = {}) => {
    const onFiles = vi.fn();
    render(
      <AppThemeProvider>
        <DropZone label="Screenshots" onFiles={onFiles} {...props} />
      </AppThemeProvider>,
    );
    return { onFiles, input: screen.getByLabelText('Screenshots') as HTMLInputElement };
  };

  it('passes on accepted images and lists refused files with the spec messages', async () => {
    const { onFiles, input } = renderZone();
    await userEvent.upload(
      input,
      [file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.jpg', 'image/jpeg', 11 * MB)],
      { applyAccept: false },
    );
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.png']);
    expect(screen.getByText(/^b\.gif: File type must be /)).toBeTruthy();
    expect(screen.getByText('c.jpg: File is larger than 10485760 bytes')).toBeTruthy();
  });

  it('takes the same file again: the input is emptied once a pick is read (no change event otherwise)', async () => {
    const { onFiles, input } = renderZone({ accept: {}, maxFiles: 1 });
    const statement = file('positions.csv', 'text/csv');
    await userEvent.upload(input, statement);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    // A browser fires `change` only when the value changes: it must be empty before the next pick.
    expect(input.value).toBe('');
    expect(input.files?.length ?? 0).toBe(0);
    await userEvent.upload(input, statement);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(2));
    expect(onFiles.mock.calls[1]![0][0].name).toBe('positions.csv');
  });

  it('is a named drop area whose keyboard path is one "Choose files" button that opens one picker', async () => {
    const { input } = renderZone();
    const zone = screen.getByRole('group', { name: 'Screenshots: drop zone' });
    // The zone itself is not a focus stop: only the button inside it is.
    expect(zone.getAttribute('tabindex')).toBeNull();
    const pick = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(pick).toHaveBeenCalledTimes(1);
  });

  it('names its limits in words; an open zone can name its type and filter the picker (issue 28)', () => {
    renderZone({ maxFiles: 1, accept: {}, typesLabel: 'CSV file (.csv)', pickerAccept: '.csv,text/csv' });
    expect(screen.getByText('CSV file (.csv), one file, up to 10 MB')).toBeTruthy();
    expect(screen.getByLabelText('Screenshots').getAttribute('accept')).toBe('.csv,text/csv');
  });

  it('names file types as a person knows them, not MIME patterns', () => {
    expect(fileTypeMessage(['image/*'])).toBe('File type not accepted. Please select: PNG, JPEG, GIF or WebP image');
    expect(describeFileTypes(['.png', '.jpg', '.jpeg'])).toBe('PNG or JPEG image');
    expect(describeFileTypes(['.pdf'])).toBe('PDF file');
    expect(describeFileTypes(['.mp4', '.mov', '.avi', '.webm'])).toBe('MP4, MOV, AVI or WebM video');
    expect(describeFileTypes(['.xyz'])).toBe('.xyz');
  });

  it('says "Choose file" when one file is allowed', () => {
    renderZone({ maxFiles: 1 });
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });

  it('refuses more files than allowed with Too many files', async () => {
    const { onFiles, input } = renderZone({ maxFiles: 2, accept: { 'text/csv': ['.csv'] } });
    await userEvent.upload(input, [file('a.csv', 'text/csv'), file('b.csv', 'text/csv'), file('c.csv', 'text/csv')]);
    await screen.findByText('Too many files');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('refuses files under a minimum size', async () => {
    const { input } = renderZone({ minSize: 100 });
    await userEvent.upload(input, [file('tiny.png', 'image/png', 5)]);
    await screen.findByText('tiny.png: File is smaller than 100 bytes');
  });
});

describe('UploadBox', () => {
  function Harness({ upload }: { upload: (file: File, onProgress: (p: number) => void) => Promise<{ url: string }> }) {
    const [value, setValue] = useState<UploadedFileCard | null>(null);
    return (
      <AppThemeProvider>
        <UploadBox
          label="PDF attachment"
          accept={['.pdf']}
          maxBytes={10 * MB}
          upload={upload}
          value={value}
          onUploaded={(_result, picked) => setValue({ name: picked.name, size: picked.size })}
          onRemove={() => setValue(null)}
        />
      </AppThemeProvider>
    );
  }
  const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('empties its file input once a pick is read, so the same file can be chosen again', async () => {
    const upload = vi.fn(async () => ({ url: '/uploads/pdfs/a.pdf' }));
    render(<Harness upload={upload} />);
    const picker = input();
    await userEvent.upload(picker, file('notes.pdf', 'application/pdf'));
    await screen.findByText('notes.pdf');
    expect(picker.value).toBe('');
    expect(picker.files?.length ?? 0).toBe(0);
  });

  it('refuses a wrong type or a too large file before uploading', async () => {
    const upload = vi.fn();
    render(<Harness upload={upload} />);
    await userEvent.upload(input(), file('movie.mp4', 'video/mp4'), { applyAccept: false });
    await screen.findByText('File type not accepted. Please select: PDF file');
    await userEvent.upload(input(), file('big.pdf', 'application/pdf', 11 * MB));
    await screen.findByText('File size must be less than 10MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows real progress, then the file card, and Remove clears it', async () => {
    let report: (p: number) => void = () => {};
    let finish: (value: { url: string }) => void = () => {};
    const upload = vi.fn((_file: File, onProgress: (p: number) => void) => {
      report = onProgress;
      return new Promise<{ url: string }>((resolve) => (finish = resolve));
    });
    render(<Harness upload={upload} />);
    await userEvent.upload(input(), file('guide.pdf', 'application/pdf', 2048));
    await screen.findByText('Uploading guide.pdf... 0%');
    report(45);
    await screen.findByText('Uploading guide.pdf... 45%');
    expect(screen.getByRole('progressbar', { name: 'Uploading guide.pdf' }).getAttribute('aria-valuenow')).toBe('45');
    finish({ url: '/uploads/guide.pdf' });
    await screen.findByText('guide.pdf');
    expect(screen.getByText('2 KB')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove guide.pdf' }));
    expect(screen.queryByText('guide.pdf')).toBeNull();
  });

  it('shows why an upload failed', async () => {
    render(<Harness upload={() => Promise.reject(new Error('Upload failed (413): File is too large'))} />);
    await userEvent.upload(input(), file('guide.pdf', 'application/pdf'));
    await screen.findByText('Upload failed (413): File is too large');
  });
});

describe('before react-dropzone has arrived', () => {
  it('shows the zone inert at once, then takes files once it has arrived', async () => {
    // A fresh copy of the widgets, whose react-dropzone the test setup has not loaded yet.
    vi.resetModules();
    const { DropZone: FreshDropZone } = await import('./DropZone.js');
    const { AppThemeProvider: FreshTheme } = await import('@tradeboard/runtime');
    const onFiles = vi.fn();
    render(
      <FreshTheme>
        <FreshDropZone label="Screenshots" onFiles={onFiles} />
      </FreshTheme>,
    );
    // The same zone, with no picker to find yet (its input is disabled and unlabelled).
    expect(screen.getByText('Drag and drop files here, or click to choose')).toBeTruthy();
    expect(screen.queryByLabelText('Screenshots')).toBeNull();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).disabled).toBe(true);

    await userEvent.upload(await screen.findByLabelText('Screenshots'), file('a.png', 'image/png'));
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
  });
});
