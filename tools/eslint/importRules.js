// Local ESLint rules for this repository's import conventions (see docs/decisions.md, "Lint and format").
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const isRelative = (spec) => spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..';

/** Nearest directory holding a package.json: the workspace a file belongs to. */
const rootCache = new Map();
function packageRoot(dir) {
  if (rootCache.has(dir)) return rootCache.get(dir);
  const parent = path.dirname(dir);
  const root = existsSync(path.join(dir, 'package.json')) || parent === dir ? dir : packageRoot(parent);
  rootCache.set(dir, root);
  return root;
}

/** Calls `check(sourceNode)` for every static import/export source and literal dynamic import. */
function eachSource(check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** Relative imports name the emitted file ('./x.js', './dir/index.js'), as Node ESM requires. */
const relativeImportExtension = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: "Relative imports carry the emitted file's extension ('./x.js')" },
    messages: { missing: "Relative import '{{spec}}' needs its extension: write '{{fixed}}'." },
    schema: [],
  },
  create(context) {
    const dir = path.dirname(context.filename);
    return eachSource((source) => {
      const spec = source.value;
      if (!isRelative(spec) || path.posix.extname(spec) !== '') return;
      const target = path.resolve(dir, spec);
      const sourceFile = ['.ts', '.tsx', '.js', '.jsx'].find((ext) => isFile(target + ext));
      const indexFile = ['.ts', '.tsx', '.js', '.jsx'].find((ext) => isFile(path.join(target, 'index' + ext)));
      const fixed = sourceFile ? `${spec}.js` : indexFile ? `${spec.replace(/\/$/, '')}/index.js` : undefined;
      context.report({
        node: source,
        messageId: 'missing',
        data: { spec, fixed: fixed ?? `${spec}.js` },
        fix: fixed ? (fixer) => fixer.replaceText(source, `'${fixed}'`) : null,
      });
    });
  },
};

/**
 * Shared configuration at the repository root, below every package: the lowest layers' configs
 * import it by path (a package for one config file would be more ceremony than help).
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT_SHARED_CONFIG = new Set([path.join(REPO_ROOT, 'vitest.shared.js')]);

/** A relative import never reaches into another workspace: import it by its package name. */
const noRelativeImportOutsidePackage = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside their own package' },
    messages: {
      outside: "'{{spec}}' leaves this package ({{root}}): import the other workspace by its package name.",
    },
    schema: [],
  },
  create(context) {
    const dir = path.dirname(context.filename);
    const root = packageRoot(dir);
    return eachSource((source) => {
      const spec = source.value;
      if (!isRelative(spec)) return;
      const target = path.resolve(dir, spec);
      if (ROOT_SHARED_CONFIG.has(target)) return;
      const relative = path.relative(root, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        context.report({ node: source, messageId: 'outside', data: { spec, root: path.basename(root) } });
      }
    });
  },
};

export default {
  meta: { name: 'tradeboard' },
  rules: {
    'relative-import-extension': relativeImportExtension,
    'no-relative-import-outside-package': noRelativeImportOutsidePackage,
  },
};
