// How the host (the shell) splits the libraries it starts with into files. Every MUI path is a
// shared module of its own (shared.cjs MUI_PATHS), and so is every other shared library, so left
// alone each would be a file of its own, and a dashboard page would download ninety of them.
// Instead they come in three files:
// - 'libs-start': what a page starts with: React, emotion, jotai, react-query, single-spa, wouter…
//   and the MUI the shell provides for the dashboard, the views and its /login route;
// - 'mui-later': what only opens on a user's action (menus, dialogs, TextField's select, the
//   search's Autocomplete, switches), downloaded with the first of them, not with the page;
// - 'mui-toast': what only the toast's snackbar needs, downloaded when the page is idle after
//   start-up (a module the page starts with, such as Grow for tooltips, stays in 'libs-start').
// The shell's own code and the kit packages it starts with (ten small files otherwise) go to
// 'shell-start'. Each file is a request, a script element and a task of its own on a phone
// (issue 25), and on HTTP/1.1 a round trip on one of six connections: Lighthouse's simulated slow
// 4G load counted ~0.15 s more before the largest paint with ten more files, and again with the
// libraries and MUI in three files instead of one (the standalone /login page has its own bundle,
// so the shell's /login route, which also starts with this file, is rarely loaded).
// The whole library (shared for modules built before the apps imported by path) keeps its own
// chunk; only a module that asks for it downloads it.

const { ROUTE_CODE, groupsLoadedBy } = require('./chunkGroups.cjs');

/** MUI and the packages only its components use. */
const MUI_MODULE = /[\\/]node_modules[\\/](@mui|@popperjs|react-transition-group|clsx|prop-types|react-is)[\\/]/;
/** Any other library: node_modules outside MUI (a workspace package resolves to its own folder). */
const LIBRARY_MODULE = /[\\/]node_modules[\\/]/;
/**
 * MUI paths that only show after a user's action. A module goes to 'mui-later' only when nothing
 * else uses it (a Dialog's Modal stays in 'libs-start': a select's menu needs it too), and the apps
 * load what uses these paths on demand, so a page downloads the file when such a part first opens.
 */
const LATER_PATHS = new Set(
  [
    'Autocomplete',
    'Checkbox',
    'Dialog',
    'DialogActions',
    'DialogContent',
    'DialogContentText',
    'DialogTitle',
    'FormControlLabel',
    'ListItem',
    'ListItemButton',
    'ListItemIcon',
    'ListItemText',
    'LinearProgress',
    'Menu',
    'MenuItem',
    'MenuList',
    'Popover',
    'Switch',
    'TextField',
    'ToggleButton',
    'ToggleButtonGroup',
  ].map((component) => `@mui/material/${component}`),
);
/** The toast's view (@tradeboard/runtime), downloaded when the page is idle after start-up. */
const TOAST_CODE = /(^|[\\/])ToastView\.js$/;

const shareKeyOf = (module) => module?.options?.shareKey ?? module?._name;

/** True when every origin of `group` loads a shared module whose key `isKey` accepts. */
const loadsOnly = (group, isKey) =>
  group.origins.length > 0 && group.origins.every((origin) => isKey(shareKeyOf(origin.module)));
/** True when a group exists only to load the whole library ('@mui/material' itself). */
const isWholeLibraryGroup = (group) => loadsOnly(group, (key) => key === '@mui/material');
/** True when a group exists only to load paths that open on a user's action. */
const isLaterGroup = (group) => loadsOnly(group, (key) => LATER_PATHS.has(key));

/**
 * Add to the host's plugins and use its `cacheGroups` in `optimization.splitChunks`: the plugin
 * finds the /login groups just before splitChunks runs, and the groups' tests read them.
 */
class MuiChunksPlugin {
  constructor() {
    /** @type {Set<unknown>} */
    this.loginGroups = new Set();
    /** @type {Set<unknown>} the toast's groups that neither the dashboard nor /login loads */
    this.toastOwnGroups = new Set();
    /** @type {Set<string>} the share keys those groups load */
    this.toastKeys = new Set();
    /** @type {Set<unknown>} */
    this.dashboardGroups = new Set();
    const isMui = (module) => MUI_MODULE.test(module.nameForCondition?.() ?? '');
    const isLibrary = (module) => LIBRARY_MODULE.test(module.nameForCondition?.() ?? '');
    /** A file of the shell or a workspace package (not a library, nor a module webpack generates). */
    const isOwnSource = (module) => {
      const file = module.nameForCondition?.();
      return Boolean(file) && !LIBRARY_MODULE.test(file) && module.type?.startsWith('javascript/');
    };
    /** The chunk groups a module is loaded with, but the whole library's. */
    const groupsOf = (module, chunkGraph) =>
      [...chunkGraph.getModuleChunksIterable(module)]
        .flatMap((chunk) => [...chunk.groupsIterable])
        .filter((group) => !isWholeLibraryGroup(group));
    /** A cache group: the modules `test` accepts, given their chunk groups, go to the chunk `name`. */
    const chunk = (name, priority, test) => ({
      test: (module, { chunkGraph }) => test(module, groupsOf(module, chunkGraph)),
      chunks: 'async',
      name,
      priority,
      enforce: true,
    });
    // A key the toast loads is provided from a group of its own too: that group counts as the toast's.
    // A key the toast loads is provided from a group of its own too: that group counts as the toast's.
    const isToastGroup = (group) =>
      this.toastOwnGroups.has(group) || loadsOnly(group, (key) => this.toastKeys.has(key));
    this.cacheGroups = {
      // What only the toast (and parts that open later) need: nothing at start waits for this file.
      muiToast: chunk(
        'mui-toast',
        20,
        (module, groups) =>
          isMui(module) && groups.some(isToastGroup) && groups.every((g) => isToastGroup(g) || isLaterGroup(g)),
      ),
      muiLater: chunk(
        'mui-later',
        15,
        (module, groups) => isMui(module) && groups.length > 0 && groups.every(isLaterGroup),
      ),
      // The rest of MUI, and the other libraries /login or a dashboard starts with.
      libsStart: chunk('libs-start', 5, (module, groups) =>
        isMui(module)
          ? groups.length > 0
          : isLibrary(module) && groups.some((g) => this.dashboardGroups.has(g) || this.loginGroups.has(g)),
      ),
      // The shell's own code and the kit packages a dashboard starts with, otherwise ten small files.
      // Source files only: a shared module's consumer stays where webpack puts it (one in this file
      // would make loading the file wait for a provider that lives in the same file).
      shellStart: chunk(
        'shell-start',
        1,
        (module, groups) => isOwnSource(module) && groups.some((g) => this.dashboardGroups.has(g)),
      ),
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MuiChunksPlugin', (compilation) => {
      // Before SplitChunksPlugin (stage 10), once the chunk graph is built.
      compilation.hooks.optimizeChunks.tap({ name: 'MuiChunksPlugin', stage: 0 }, () => {
        this.loginGroups = groupsLoadedBy(compilation, ROUTE_CODE.login);
        this.dashboardGroups = groupsLoadedBy(compilation, ROUTE_CODE.dashboard);
        // The toast's own: what it loads that neither the dashboard nor /login does (it uses their
        // IconButton too). A key it loads is provided from a group of its own as well.
        const toastOwn = [...groupsLoadedBy(compilation, TOAST_CODE)].filter(
          (group) => !this.dashboardGroups.has(group) && !this.loginGroups.has(group),
        );
        this.toastOwnGroups = new Set(toastOwn);
        this.toastKeys = new Set(
          toastOwn.flatMap((group) => group.origins.map((origin) => shareKeyOf(origin.module))).filter(Boolean),
        );
      });
    });
  }
}

module.exports = { MuiChunksPlugin };
