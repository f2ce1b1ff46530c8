/**
 * Case/accent folding for matching under a collation of strength 1 or 2 (mingo compares strings
 * binary-wise): strings in both the filter and the document are folded before matching.
 * Strength 3 (the default) distinguishes case, which binary comparison already does.
 */
import { isPlainObject } from './document.js';

export interface CollationLike {
  locale?: unknown;
  strength?: unknown;
}

export type Fold = (value: unknown) => unknown;

export function collationFold(collation: CollationLike | undefined): Fold | undefined {
  if (!collation || typeof collation.locale !== 'string') return undefined;
  const strength = Number(collation.strength ?? 3);
  if (strength >= 3) return undefined;
  const locale = collation.locale === 'simple' ? undefined : collation.locale;
  const foldString = (text: string): string => {
    const lower = text.toLocaleLowerCase(locale);
    return strength <= 1 ? lower.normalize('NFD').replace(/\p{Diacritic}/gu, '') : lower;
  };
  const fold: Fold = (value) => {
    if (typeof value === 'string') return foldString(value);
    if (Array.isArray(value)) return value.map(fold);
    if (isPlainObject(value)) {
      const folded: Record<string, unknown> = {};
      for (const key of Object.keys(value)) folded[key] = fold(value[key]);
      return folded;
    }
    return value;
  };
  return fold;
}
