/** URL helpers of the resources: one encoded path segment per parameter, and optional query strings. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** `?fund=Growth+Fund`, or '' when every value is undefined. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
