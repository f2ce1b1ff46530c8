/**
 * Module deployments (issue 26): the checks a deploy passes before the switch, each named in its
 * 422 answer, and the statuses a deployment goes through. Zod-free so the shell can use it.
 */

/** In the order they run; a refusal names the first that failed. */
export const DEPLOY_CHECKS = [
  'allow-list',
  'entry',
  'mf-manifest',
  'contract-version',
  'shared-versions',
  'container',
] as const;
export type DeployCheck = (typeof DEPLOY_CHECKS)[number];

export const DEPLOYMENT_STATUSES = ['active', 'previous', 'rejected'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

/** Libraries that must be one copy per page: a remote's requirement must accept the shell's version. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  '@tradeboard/runtime',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
  'jotai',
] as const;

/**
 * The module kit: shared under a semver range, not as a singleton. A remote whose kit the shell's copy
 * does not satisfy (built against a newer kit) loads the copy it bundles, so the deploy check accepts it.
 */
export const KIT_PACKAGE = '@tradeboard/ui';

/** A deploy token's scope: one module, or every module. */
export const ALL_MODULES = 'all';
