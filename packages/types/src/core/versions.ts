/**
 * Record versions and conditional writes (issue 23, "No lost updates, the HTTP way"). Every record a
 * client edits has a numeric `version`; its entity tag is the version in quotes ("3"). A write sent
 * with `If-Match: "3"` applies only while the record is still at version 3, otherwise the API answers
 * 412 with the current record and this message, which the UI also shows as its toast.
 */

/** The 412 message of the API and the UI's toast, word for word (issue 23). */
export const STALE_WRITE_MESSAGE = 'This was changed elsewhere; your change was not saved';

/** The message for an If-Match header that is not `*` or a list of entity tags. */
export const IF_MATCH_MESSAGE = 'If-Match must be * or entity tags such as "3" (a record\'s version in quotes)';

/** The strong entity tag of a version: `"3"`. */
export const versionEtag = (version: number): string => `"${version}"`;

const ETAG = '(?:W/)?"[\\x21\\x23-\\x7E]*"';
/** RFC 9110 If-Match: `*`, or entity tags separated by commas (the pattern the document states). */
export const IF_MATCH_PATTERN = `^\\s*(?:\\*|${ETAG}(?:\\s*,\\s*${ETAG})*)\\s*$`;

/** What an If-Match header asks for: any current record, or one of these versions. */
export type IfMatch = { any: true } | { any: false; versions: number[] };

/**
 * Parse a well-formed If-Match value (see IF_MATCH_PATTERN). Strong comparison, as RFC 9110 wants for
 * If-Match: weak tags (W/"3") and tags that are not a version ("abc") match nothing.
 */
export function parseIfMatch(header: string): IfMatch {
  const text = header.trim();
  if (text === '*') return { any: true };
  const versions = [...text.matchAll(/(W\/)?"([^"]*)"/g)]
    .filter(([, weak, tag]) => !weak && /^[1-9]\d{0,14}$/.test(tag!))
    .map(([, , tag]) => Number(tag));
  return { any: false, versions };
}
