import { makeStock } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  buildAnalysisUpdate,
  characterCountLabel,
  chartFileProblem,
  hasAnalysis,
} from './analysisForm.js';

describe('analysis form rules', () => {
  it('reads Edit when the stock has text or an image', () => {
    expect(hasAnalysis(makeStock('A'))).toBe(false);
    expect(hasAnalysis(makeStock('A', { analysisText: '   ' }))).toBe(false);
    expect(hasAnalysis(makeStock('A', { analysisText: 'Breakout' }))).toBe(true);
    expect(hasAnalysis(makeStock('A', { analysisImage: '/uploads/a.png' }))).toBe(true);
  });

  it('leaves blank text and image out of the update', () => {
    expect(buildAnalysisUpdate('  ', null)).toEqual({});
    expect(buildAnalysisUpdate('Plan', '')).toEqual({ analysisText: 'Plan' });
    expect(buildAnalysisUpdate('', '/uploads/a.png')).toEqual({ analysisImage: '/uploads/a.png' });
  });

  it('accepts images up to 10 MB only', () => {
    expect(chartFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(chartFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(chartFileProblem({ type: 'application/pdf', size: 10 })).toBe(FILE_TYPE_MESSAGE);
    expect(FILE_TOO_LARGE_MESSAGE).toBe('File size must be less than 10MB');
  });

  it('counts characters as n/1000 characters', () => {
    expect(characterCountLabel('abc', 1000)).toBe('3/1000 characters');
  });
});
