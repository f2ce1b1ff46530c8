import { describe, expect, it } from 'vitest';
import { acceptsFile, checkLibraryFile, formatFileSize } from './fileRules';

const video = { accept: ['.mp4', '.mov', '.avi', '.webm'], maxBytes: 100 * 1024 * 1024 };
const pdf = { accept: ['.pdf'], maxBytes: 10 * 1024 * 1024 };

describe('checkLibraryFile', () => {
  it('lets an accepted file under the limit through', () => {
    expect(checkLibraryFile({ name: 'Lesson.MP4', type: 'video/mp4', size: 5_000 }, video)).toBeNull();
    expect(checkLibraryFile({ name: 'notes.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }, pdf)).toBeNull();
  });

  it("refuses a file over the limit with 'File size must be less than {n}MB'", () => {
    expect(checkLibraryFile({ name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, pdf)).toBe('File size must be less than 10MB');
    expect(checkLibraryFile({ name: 'big.mp4', type: 'video/mp4', size: 101 * 1024 * 1024 }, video)).toBe('File size must be less than 100MB');
  });

  it("refuses another type with 'File type not accepted. Please select: {accept list}'", () => {
    expect(checkLibraryFile({ name: 'clip.mkv', type: 'video/x-matroska', size: 10 }, video)).toBe('File type not accepted. Please select: .mp4, .mov, .avi, .webm');
    expect(checkLibraryFile({ name: 'notes.docx', type: '', size: 10 }, pdf)).toBe('File type not accepted. Please select: .pdf');
  });
});

describe('acceptsFile', () => {
  it('matches by extension or by MIME type pattern', () => {
    expect(acceptsFile({ name: 'a', type: 'video/webm' }, ['video/*'])).toBe(true);
    expect(acceptsFile({ name: 'a', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(acceptsFile({ name: 'a.txt', type: 'text/plain' }, ['video/*', '.pdf'])).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect([formatFileSize(512), formatFileSize(10_438), formatFileSize(3 * 1024 * 1024)]).toEqual(['512 B', '10.2 KB', '3.0 MB']);
  });
});
