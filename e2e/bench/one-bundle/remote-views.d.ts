// `<remote>/views`, the request the shell makes to the Module Federation runtime: build.js resolves
// each to the file that remote's webpack config exposes (its source), so TypeScript here only
// needs the contract's shape, not the remotes' sources.
declare module '*/views' {
  import type { RemoteViewsModule } from '@tradeboard/runtime/contract';

  export const views: RemoteViewsModule['views'];
}
