/**
 * Scalar validates with zod, which probes whether it may compile validators with `new Function` (its
 * JIT) when it builds an object schema, as Scalar's modules load. The page CSP forbids eval, so the
 * probe is a CSP violation that Chromium reports as an issue (Lighthouse's best practices count it).
 * A bundle entry of its own that the page runs before the reference's (module scripts run in
 * document order): an import at the top of api-reference.ts would not do, as esbuild's code splitting
 * moves Scalar's modules into chunks that run before the entry's own code.
 */
import { config } from 'zod';

config({ jitless: true });
