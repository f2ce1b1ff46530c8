#!/usr/bin/env node
// Runs the built CLI (npm run build creates dist/).
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
