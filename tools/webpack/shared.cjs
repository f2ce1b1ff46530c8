// The libraries every federated app shares as singletons (ARCHITECTURE.md "Runtime composition").
// One copy is downloaded per page: the host's (the shell's) version wins, remotes fall back to
// their own copy only when loaded without a host that provides it.
const SINGLETONS = [
  'react',
  'react-dom',
  // Sub-paths are separate module requests, so they need keys of their own.
  'react/jsx-runtime',
  'react-dom/client',
  '@mui/material',
  // Prefix key: deep imports such as '@mui/material/utils' (used by @mui/icons-material).
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  '@tanstack/react-query',
  'single-spa',
  'single-spa-react',
  '@tradeboard/ui',
  // Not required to be a singleton, but every app uses it: download it once too. Only the zod-free
  // part: browser code never loads '@tradeboard/types' itself or zod (bundleGuard.cjs).
  '@tradeboard/types/core',
];

/** @returns {Record<string, { singleton: true, requiredVersion: false | undefined, eager: false }>} */
function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      // requiredVersion is read from the consuming package.json; deep MUI paths have none of their own.
      { singleton: true, eager: false, ...(name.endsWith('/') ? { requiredVersion: false } : {}) },
    ]),
  );
}

module.exports = { SINGLETONS, sharedSingletons };
