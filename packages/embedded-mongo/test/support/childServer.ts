/** Starting and killing server child processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Child {
  process: ChildProcess;
  uri: string;
  /** Everything the child wrote to stderr so far. */
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `node --import tsx <script> ...args` and resolves when it prints its ready line. */
export function spawnServer(script: string, args: string[]): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: packageRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^embedded-mongo ready on (mongodb:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      if (match) resolve({ process: child, uri: match[1] as string, stderr: () => stderr, exited });
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before it was ready: ${stderr}`)),
    );
  });
}

export const harnessScript = 'test/support/serverProcess.ts';
export const cliScript = 'test/support/runCli.ts';
