import { describe, expect, it } from 'vitest';
import { SCREENSHOT_ACCEPT, screenshotProblem } from './screenshot.js';

describe('screenshotProblem', () => {
  it('accepts an image up to 10,485,760 bytes', () => {
    expect(screenshotProblem({ name: 'flow.png', type: 'image/png', size: 10_485_760 })).toBeNull();
    expect(screenshotProblem({ name: 'FLOW.JPG', type: '', size: 10 })).toBeNull();
  });

  it('refuses a larger file and a non-image with the spec messages', () => {
    expect(screenshotProblem({ name: 'flow.png', type: 'image/png', size: 10_485_761 })).toBe('File size must be less than 10MB');
    expect(screenshotProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toBe(`File type not accepted. Please select: ${SCREENSHOT_ACCEPT}`);
  });
});
