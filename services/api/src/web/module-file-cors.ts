/**
 * Headers on every module file (the shell's remotes and deployed builds): another origin's shell may
 * load them (a module served from a CDN, a shell on its own host), so any origin may read them.
 */
export const MODULE_FILE_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;
