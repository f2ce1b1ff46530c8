import { MongoClient } from 'mongodb';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cliScript, spawnServer, type Child } from '../support/childServer.js';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-cli-'));
  const children: Child[] = [];
  afterAll(() => {
    for (const child of children) child.process.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the ready line, serves, and stops cleanly on SIGTERM and SIGINT keeping the data', async () => {
    const first = await spawnServer(cliScript, ['--dbpath', dir, '--port', '0']);
    children.push(first);
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    const client = await MongoClient.connect(first.uri);
    await client.db('cli').collection('notes').insertOne({ text: 'kept' });
    await client.close();
    first.process.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });

    const second = await spawnServer(cliScript, ['--dbpath', dir, '--port', '0']);
    children.push(second);
    const again = await MongoClient.connect(second.uri);
    expect((await again.db('cli').collection('notes').findOne({}))?.text).toBe('kept');
    await again.close();
    second.process.kill('SIGINT');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('refuses a data directory that is in use, and a missing --dbpath', async () => {
    const running = await spawnServer(cliScript, ['--dbpath', dir, '--port', '0']);
    children.push(running);
    const second = await runToExit(['--dbpath', dir, '--port', '0']);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('already in use by another embedded-mongo server');
    running.process.kill('SIGTERM');
    await running.exited;

    const missing = await runToExit(['--port', '0']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--dbpath is required');
  });
});

function runToExit(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliScript, ...args], {
    cwd: packageRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}
