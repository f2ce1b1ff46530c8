import { describe, expect, test } from 'vitest';
import { IfMatchHeaderSchema } from './versions.js';
import { IF_MATCH_PATTERN, parseIfMatch, versionEtag } from './core/versions.js';

describe('If-Match', () => {
  test('a version travels as a strong entity tag', () => {
    expect(versionEtag(3)).toBe('"3"');
    expect(parseIfMatch(versionEtag(3))).toEqual({ any: false, versions: [3] });
  });

  test('* matches anything; a list gives every version; weak and non-version tags match nothing', () => {
    expect(parseIfMatch(' * ')).toEqual({ any: true });
    expect(parseIfMatch('"3", "4"')).toEqual({ any: false, versions: [3, 4] });
    expect(parseIfMatch('W/"3"')).toEqual({ any: false, versions: [] });
    expect(parseIfMatch('"abc", "0", "07"')).toEqual({ any: false, versions: [] });
  });

  test('the header schema and the documented pattern accept the same texts', () => {
    const pattern = new RegExp(IF_MATCH_PATTERN);
    const texts = ['"1"', '*', '"1", "2"', 'W/"1"', ' "1" ', '1', '"1', '"a b"', '**', '"1",', ''];
    for (const text of texts) {
      expect(IfMatchHeaderSchema.safeParse({ 'if-match': text }).success, text).toBe(pattern.test(text));
    }
    expect(texts.filter((text) => pattern.test(text))).toEqual(['"1"', '*', '"1", "2"', 'W/"1"', ' "1" ']);
    expect(IfMatchHeaderSchema.parse({})).toEqual({});
  });
});
