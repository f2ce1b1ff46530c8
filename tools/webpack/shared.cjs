// The libraries every federated app shares (ARCHITECTURE.md "Runtime composition").
// Singletons: one copy is downloaded per page: the host's (the shell's) version wins, remotes fall
// back to their own copy only when loaded without a host that provides it.
const path = require('node:path');

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
  // The shell/remote contract and every piece of state that must be one per page (parcel mounting,
  // toasts, theme, focus, the QueryClient, the live stream): packages/runtime.
  '@tradeboard/runtime',
  // Not required to be a singleton, but every app uses it: download it once too. Only the zod-free
  // part: browser code never loads '@tradeboard/types' itself or zod (bundleGuard.cjs).
  '@tradeboard/types/core',
];

/** The module kit's version (packages/ui/package.json), the one this build bundles. */
const KIT_VERSION = require(path.join(__dirname, '../../packages/ui/package.json')).version;

/**
 * The module kit, @tradeboard/ui, is shared but NOT as a singleton: a remote uses the copy already on
 * the page (the shell's) when its version is within `^<the kit version the remote was built with>`,
 * and otherwise loads the copy it bundles. So a remote built against a newer kit (a new export, a
 * new hook field) runs in an older shell, and an unchanged remote still downloads nothing extra.
 * The kit holds no per-page state (that is @tradeboard/runtime), so two copies on a page are safe.
 * docs/decisions.md "The module kit is shared under a semver range".
 */
const KIT = { '@tradeboard/ui': { singleton: false, requiredVersion: `^${KIT_VERSION}`, eager: false } };

/** @returns {Record<string, { singleton: boolean, requiredVersion?: false | string, eager: false }>} */
function sharedSingletons() {
  return {
    ...Object.fromEntries(
      SINGLETONS.map((name) => [
        name,
        // requiredVersion is read from the consuming package.json; deep MUI paths have none of their own.
        { singleton: true, eager: false, ...(name.endsWith('/') ? { requiredVersion: false } : {}) },
      ]),
    ),
    ...KIT,
  };
}

module.exports = { SINGLETONS, KIT_VERSION, sharedSingletons };
