// The one-bundle baseline's stand-in for the shell's src/remotes/prefetchViews.ts (build.js puts it
// in place): there is no remote entry to prefetch, and the phone loads the bench compares never
// prefetch (only desktop tabs do).
export function usePrefetchViews() {}
