/** Text of a numeric input turned into what the API takes (SPEC section 5). */

/** Empty means null; otherwise the number, or NaN when the text is not one. */
export function optionalNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** P&L inputs: empty means null, an unparseable value becomes 0 (SPEC section 5, flow P&L). */
export function pnlInput(text: string): number | null {
  const value = optionalNumber(text);
  return value === null ? null : Number.isFinite(value) ? value : 0;
}

/** The text a numeric input starts from: '' for a missing figure. */
export function numberText(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}
