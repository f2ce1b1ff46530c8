// How the host (the shell) splits its MUI into files. Every MUI path is a shared module of its own
// (shared.cjs MUI_PATHS), so left alone each would be a file of its own, and a dashboard page would download
// ninety of them. Instead a page downloads at most three:
// - 'mui-start': what a cold /login needs (its form and the page frame every route shows);
// - 'mui-views': the rest of what the shell provides for the dashboard and the views;
// - 'mui-later': what only opens on a user's action (menus' entries, dialogs, the search's
//   Autocomplete, switches), downloaded with the first of them, not with the page;
// - 'mui-toast': the toast's snackbar, downloaded when the page is idle after start-up.
// The other libraries a dashboard starts with (React, emotion, jotai, react-query, single-spa…), each
// also a file of its own otherwise, go to one more: 'libs-start'. Each file is a request, a script
// element and a task of its own on a phone (issue 25).
// The whole library (shared for modules built before the apps imported by path) keeps its own
// chunk; only a module that asks for it downloads it.

const { ROUTE_CODE, groupsLoadedBy } = require('./chunkGroups.cjs');

/** MUI and the packages only its components use. */
const MUI_MODULE = /[\\/]node_modules[\\/](@mui|@popperjs|react-transition-group|clsx|prop-types|react-is)[\\/]/;
/** Any other library: node_modules outside MUI (a workspace package resolves to its own folder). */
const LIBRARY_MODULE = /[\\/]node_modules[\\/]/;
/**
 * MUI paths that only show after a user's action. A module goes to 'mui-later' only when nothing
 * else uses it (a Dialog's Modal stays in 'mui-views': a select's menu needs it too), and the apps
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
    /** @type {Set<unknown>} */
    this.toastGroups = new Set();
    /** @type {Set<unknown>} */
    this.dashboardGroups = new Set();
    const isMui = (module) => MUI_MODULE.test(module.nameForCondition?.() ?? '');
    const groupsOf = (module, chunkGraph) =>
      [...chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) => [...chunk.groupsIterable]);
    /** MUI modules that `inGroup` accepts a chunk group of go to the chunk `name`. */
    const muiChunk = (name, priority, inGroup) => ({
      test: (module, { chunkGraph }) => isMui(module) && groupsOf(module, chunkGraph).some(inGroup),
      chunks: 'async',
      name,
      priority,
      enforce: true,
    });
    this.cacheGroups = {
      muiStart: muiChunk('mui-start', 30, (group) => this.loginGroups.has(group)),
      muiToast: muiChunk('mui-toast', 20, (group) => this.toastGroups.has(group)),
      muiLater: {
        test: (module, { chunkGraph }) => {
          if (!isMui(module)) return false;
          const groups = groupsOf(module, chunkGraph).filter((group) => !isWholeLibraryGroup(group));
          return groups.length > 0 && groups.every(isLaterGroup);
        },
        chunks: 'async',
        name: 'mui-later',
        priority: 15,
        enforce: true,
      },
      muiViews: muiChunk('mui-views', 10, (group) => !isWholeLibraryGroup(group)),
      libsStart: {
        test: (module, { chunkGraph }) =>
          !isMui(module) &&
          LIBRARY_MODULE.test(module.nameForCondition?.() ?? '') &&
          groupsOf(module, chunkGraph).some((group) => this.dashboardGroups.has(group)),
        chunks: 'async',
        name: 'libs-start',
        priority: 5,
        enforce: true,
      },
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MuiChunksPlugin', (compilation) => {
      // Before SplitChunksPlugin (stage 10), once the chunk graph is built.
      compilation.hooks.optimizeChunks.tap({ name: 'MuiChunksPlugin', stage: 0 }, () => {
        this.loginGroups = groupsLoadedBy(compilation, ROUTE_CODE.login);
        this.toastGroups = groupsLoadedBy(compilation, TOAST_CODE);
        this.dashboardGroups = groupsLoadedBy(compilation, ROUTE_CODE.dashboard);
      });
    });
  }
}

module.exports = { MuiChunksPlugin };
