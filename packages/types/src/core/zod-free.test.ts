// '@tradeboard/types/core' is what the browser bundles load: it must not pull in zod (or any
// package), so its modules import only each other.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const coreDir = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(coreDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const IMPORT_FROM =
  /^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(coreDir, file), 'utf8');
  return [...text.matchAll(IMPORT_FROM)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

describe('@tradeboard/types/core', () => {
  test('the scan sees the imports (it would catch one)', () => {
    expect(importsOf('calculations.ts')).toEqual(['./constants.js', './numbers.js']);
  });

  test.each(sources)('%s imports only sibling core modules', (file) => {
    for (const specifier of importsOf(file)) {
      expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[\w-]+\.js$/);
    }
  });
});
