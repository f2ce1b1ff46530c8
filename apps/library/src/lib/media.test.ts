import { describe, expect, it } from 'vitest';
import { attachmentName, isPdfUrl, notionPageUrl, youTubeEmbedUrl } from './media.js';

describe('youTubeEmbedUrl', () => {
  it('converts a watch link', () => {
    expect(youTubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(youTubeEmbedUrl('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });

  it('converts a youtu.be short link', () => {
    expect(youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('converts a shorts link', () => {
    expect(youTubeEmbedUrl('https://youtube.com/shorts/aBcDeF12345')).toBe('https://www.youtube.com/embed/aBcDeF12345');
  });

  it('keeps a start time', () => {
    expect(youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=90')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(youTubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    );
  });

  it('leaves other URLs to the native player', () => {
    expect(youTubeEmbedUrl('/uploads/videos/abc.mp4')).toBeNull();
    expect(youTubeEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeEmbedUrl('https://www.youtube.com/channel/UC123456')).toBeNull();
    expect(youTubeEmbedUrl('not a url')).toBeNull();
  });
});

describe('attachmentName', () => {
  it('is the last path segment', () => {
    expect(attachmentName('/uploads/pdfs/3f2a-risk-rules.pdf')).toBe('3f2a-risk-rules.pdf');
    expect(attachmentName('https://cdn.example.com/files/guide.pdf?token=1#page=2')).toBe('guide.pdf');
  });

  it('decodes escaped characters and ignores a trailing slash', () => {
    expect(attachmentName('https://example.com/docs/Risk%20Rules.pdf')).toBe('Risk Rules.pdf');
    expect(attachmentName('https://example.com/docs/folder/')).toBe('folder');
  });
});

describe('isPdfUrl', () => {
  it('recognises PDFs by name, ignoring case and query', () => {
    expect(isPdfUrl('/uploads/pdfs/a.PDF')).toBe(true);
    expect(isPdfUrl('https://example.com/a.pdf?x=1')).toBe(true);
    expect(isPdfUrl('/uploads/videos/a.mp4')).toBe(false);
  });
});

describe('notionPageUrl', () => {
  it('links the page id on notion.so, keeping a full URL as it is', () => {
    expect(notionPageUrl('1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d')).toBe(
      'https://www.notion.so/1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d',
    );
    expect(notionPageUrl('https://www.notion.so/team/Risk-1a2b')).toBe('https://www.notion.so/team/Risk-1a2b');
  });
});
