import { describe, expect, it } from 'vitest';
import { LIBRARY_UPLOAD_ENDPOINTS, uploadFieldName } from './uploadField';

describe('uploadFieldName', () => {
  it("sends 'pdf' to an endpoint containing 'pdf'", () => {
    expect(uploadFieldName(LIBRARY_UPLOAD_ENDPOINTS.pdf)).toBe('pdf');
    expect(uploadFieldName('https://files.example.com/pdf-inbox')).toBe('pdf');
  });

  it("sends 'video' to any other endpoint", () => {
    expect(uploadFieldName(LIBRARY_UPLOAD_ENDPOINTS.video)).toBe('video');
    expect(uploadFieldName('/api/anything')).toBe('video');
  });
});
