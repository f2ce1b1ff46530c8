// The source-map reading behind shared-libraries.test.ts, on fixed input.
import { describe, expect, it } from 'vitest';
import { duplicatedModules, packageOfSource } from '../support/bundle-contents.js';

describe('packageOfSource', () => {
  it('names plain and scoped packages, and ignores app sources', () => {
    expect(packageOfSource('webpack://shell/../../node_modules/react-dom/cjs/react-dom.production.js')).toEqual({
      packageName: 'react-dom',
      moduleFile: 'react-dom/cjs/react-dom.production.js',
    });
    expect(
      packageOfSource('webpack://heatmap/../../node_modules/@mui/material/esm/Button/Button.js')?.packageName,
    ).toBe('@mui/material');
    expect(packageOfSource('webpack://heatmap/./src/views.ts')).toBeNull();
  });

  it('names the workspace packages compiled from source', () => {
    expect(packageOfSource('webpack://shell/../../packages/runtime/src/toast/toastStore.ts')).toEqual({
      packageName: '@tradeboard/runtime',
      moduleFile: '@tradeboard/runtime/src/toast/toastStore.ts',
    });
    expect(packageOfSource('webpack://funds/../../packages/ui/src/index.ts')?.packageName).toBe('@tradeboard/ui');
  });
});

describe('duplicatedModules', () => {
  it('reports a module file that arrived in two scripts, and only that one', () => {
    const duplicates = duplicatedModules([
      { url: 'http://h/1.js', packageName: 'zod', moduleFile: 'zod/v4/core.js' },
      { url: 'http://h/modules/heatmap/9.js', packageName: 'zod', moduleFile: 'zod/v4/core.js' },
      { url: 'http://h/1.js', packageName: 'react', moduleFile: 'react/index.js' },
    ]);
    expect([...duplicates]).toEqual([['zod', ['zod/v4/core.js']]]);
  });
});
