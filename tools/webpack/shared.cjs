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
  // Apps import MUI by path ('@mui/material/Button'), so a page evaluates only the components it
  // uses, not the whole library (MUI_PATHS below). The whole library stays shared for a module built
  // before that: it gets the page's copy, not one of its own.
  '@mui/material',
  // Prefix key: deep imports such as '@mui/material/utils' (used by @mui/icons-material), and a path
  // not yet in MUI_PATHS.
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

/**
 * The MUI paths the apps import. The host (the shell) shares each under a key of its own, and a key
 * listed explicitly is provided even when the shell itself does not import it: every view's
 * components then come from the page's one copy of MUI, the copy whose contexts hold the theme's
 * default props. Remotes share them through the prefix key only, so each provides (and lists in its
 * remoteEntry.js) just the paths it uses. A path missing here still works, as a singleton the host
 * provides only if it imports it; tools/webpack/preset.test.ts checks that every path the sources
 * import is listed.
 */
const MUI_PATHS = [
  'Alert',
  'AlertTitle',
  'AppBar',
  'Autocomplete',
  'Badge',
  'Box',
  'Button',
  'Card',
  'CardActionArea',
  'CardActions',
  'CardContent',
  'Checkbox',
  'Chip',
  'CircularProgress',
  'Container',
  'CssBaseline',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'FormControl',
  'FormControlLabel',
  'FormHelperText',
  'IconButton',
  'InputAdornment',
  'InputLabel',
  'LinearProgress',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'Menu',
  'MenuItem',
  'MenuList',
  'NativeSelect',
  'OutlinedInput',
  'Paper',
  'Popover',
  'Skeleton',
  'Snackbar',
  'Stack',
  'Switch',
  'Tab',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'TableSortLabel',
  'Tabs',
  'TextField',
  'ToggleButton',
  'ToggleButtonGroup',
  'Toolbar',
  'Tooltip',
  'Typography',
  'styles',
  'useMediaQuery',
].map((component) => `@mui/material/${component}`);

const MUI_PACKAGE = require(require.resolve('@mui/material/package.json', { paths: [__dirname] }));
const MUI_DIR = path.dirname(require.resolve('@mui/material/package.json', { paths: [__dirname] }));

const asRelativeRequest = (relative) => {
  const request = relative.split(path.sep).join('/');
  return request.startsWith('../') ? request : `./${request}`;
};

/**
 * The host's config for one MUI path. Module Federation provides a key the build never imports
 * only when `import` names a file, so it names the path's ES module (the file an import of the
 * path resolves to, so the shell's own imports of it are the same module) and its version. The
 * file is relative to the build's folder: mf-stats.json, served with the build, lists it.
 */
function providedMuiPath(request, context) {
  const subpath = request === '@mui/material' ? '.' : `./${request.slice('@mui/material/'.length)}`;
  const file = MUI_PACKAGE.exports[subpath].import.default;
  return {
    import: asRelativeRequest(path.relative(context, path.join(MUI_DIR, file))),
    version: MUI_PACKAGE.version,
    singleton: true,
    eager: false,
    requiredVersion: false,
  };
}

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
const KIT = Object.fromEntries(
  // Its two entries: the main one, and the editing widgets a page that only reads never loads.
  ['@tradeboard/ui', '@tradeboard/ui/forms'].map((entry) => [
    entry,
    { singleton: false, requiredVersion: `^${KIT_VERSION}`, eager: false },
  ]),
);

/**
 * @param {{ isHost: boolean, context: string }} build  the host or a remote, and its app folder
 * @returns {Record<string, { singleton: boolean, requiredVersion?: false | string, eager: false }>}
 */
function sharedSingletons({ isHost, context }) {
  return {
    ...Object.fromEntries(
      SINGLETONS.map((name) => [
        name,
        // requiredVersion is read from the consuming package.json; deep MUI paths have none of their own.
        { singleton: true, eager: false, ...(name.endsWith('/') ? { requiredVersion: false } : {}) },
      ]),
    ),
    // The whole library too: no app imports it any more, and a module built before that still asks for it.
    ...(isHost
      ? Object.fromEntries(['@mui/material', ...MUI_PATHS].map((name) => [name, providedMuiPath(name, context)]))
      : {}),
    ...KIT,
  };
}

module.exports = { SINGLETONS, MUI_PATHS, KIT_VERSION, sharedSingletons };
