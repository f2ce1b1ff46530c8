/** The CLI from source, for tests (the published bin runs the same `main` from dist/). */
import { main } from '../../src/cli.js';

process.exitCode = await main(process.argv.slice(2));
