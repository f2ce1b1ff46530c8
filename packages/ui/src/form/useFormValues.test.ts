import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormValues } from './useFormValues.js';

const EMPTY = { ticker: '', strike: '', note: '' };

describe('useFormValues', () => {
  it('starts from the initial values, or from what an initialiser returns', () => {
    expect(renderHook(() => useFormValues(EMPTY)).result.current.values).toEqual(EMPTY);
    const { result } = renderHook(() => useFormValues(() => ({ ...EMPTY, ticker: 'AAPL' })));
    expect(result.current.values.ticker).toBe('AAPL');
  });

  it('changes one field and keeps the others', () => {
    const { result } = renderHook(() => useFormValues(EMPTY));
    act(() => result.current.setField('ticker', 'MSFT'));
    act(() => result.current.setField('strike', '410'));
    expect(result.current.values).toEqual({ ticker: 'MSFT', strike: '410', note: '' });
  });

  it('merges several fields at once and resets to new values', () => {
    const { result } = renderHook(() => useFormValues(EMPTY));
    act(() => result.current.merge({ ticker: 'NVDA', note: 'earnings' }));
    expect(result.current.values).toEqual({ ticker: 'NVDA', strike: '', note: 'earnings' });
    act(() => result.current.reset(EMPTY));
    expect(result.current.values).toEqual(EMPTY);
  });

  it('clears after a save only if nothing was typed since the values were submitted', () => {
    const { result } = renderHook(() => useFormValues(EMPTY));
    act(() => result.current.setField('ticker', 'QQQ'));
    const submitted = result.current.values;
    act(() => result.current.resetIfUnchanged(submitted, EMPTY));
    expect(result.current.values).toEqual(EMPTY);

    act(() => result.current.setField('ticker', 'QQQ'));
    const sent = result.current.values;
    // The save's answer arrives after the next entry was started: it stays.
    act(() => result.current.setField('ticker', 'AMZN'));
    act(() => result.current.resetIfUnchanged(sent, EMPTY));
    expect(result.current.values.ticker).toBe('AMZN');
  });

  it('keeps its setters across renders, so fields given them do not re-render for nothing', () => {
    const { result, rerender } = renderHook(() => useFormValues(EMPTY));
    const { setField, merge } = result.current;
    act(() => setField('ticker', 'TSLA'));
    rerender();
    expect(result.current.setField).toBe(setField);
    expect(result.current.merge).toBe(merge);
  });

  it("binds a text input to a field: field(key) gives its value and an onChange that writes the input's text", () => {
    const { result } = renderHook(() => useFormValues(EMPTY));
    expect(result.current.field('ticker').value).toBe('');
    act(() => result.current.field('ticker').onChange({ target: { value: 'AMD' } }));
    expect(result.current.values).toEqual({ ticker: 'AMD', strike: '', note: '' });
    expect(result.current.field('ticker').value).toBe('AMD');
  });
});
