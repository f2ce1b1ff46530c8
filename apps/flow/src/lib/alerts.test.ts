import { describe, expect, it } from 'vitest';
import { alertDirection, formatCount, formatPremium, formatPrice, newestFirst, orNotAvailable } from './alerts.js';

describe('alert helpers', () => {
  it('orders alerts newest first, ties by id', () => {
    const alerts = [
      { id: 'a', createdAt: '2026-11-23T09:00:00.000Z' },
      { id: 'c', createdAt: '2026-11-23T11:00:00.000Z' },
      { id: 'b', createdAt: '2026-11-23T09:00:00.000Z' },
    ];
    expect(newestFirst(alerts).map((alert) => alert.id)).toEqual(['c', 'b', 'a']);
    expect(alerts.map((alert) => alert.id)).toEqual(['a', 'c', 'b']);
  });

  it('reads CALL as Bullish and PUT as Bearish', () => {
    expect(alertDirection('CALL')).toBe('Bullish');
    expect(alertDirection('PUT')).toBe('Bearish');
  });

  it('shows N/A for a missing figure, else the formatted figure', () => {
    expect(orNotAvailable(null, formatCount)).toBe('N/A');
    expect(orNotAvailable(undefined, formatCount)).toBe('N/A');
    expect(orNotAvailable(0, formatCount)).toBe('0');
    expect(orNotAvailable(12500, formatCount)).toBe('12,500');
  });

  it('formats prices and premiums', () => {
    expect(formatPrice(185)).toBe('$185.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPremium(1_250_000)).toBe('$1.25M');
    expect(formatPremium(850_000)).toBe('$850K');
    expect(formatPremium(900)).toBe('$900');
  });
});
