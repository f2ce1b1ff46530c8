/**
 * `npm run deploy -- NAME --url URL --version V`, `NAME --dir DIST --version V` (or `NAME --rollback
 * [--version V]`): the deploy API for CI pipelines. With --dir the build folder is uploaded first:
 * each file once by its SHA-256 (files the server has already are skipped), then the build's list,
 * and the build's own URL on the server is deployed. The server is TRADEBOARD_URL (default http://127.0.0.1:3000), the credentials
 * TRADEBOARD_DEPLOY_TOKEN (made with `npm run deploy-token -- create NAME`). Prints what the server
 * answered; exits 1 when it refused (a failed check is named) and 2 on bad usage.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { uploadBuild } from './upload-build.js';

const USAGE =
  'Usage: npm run deploy -- NAME --url URL --version V\n' +
  '       npm run deploy -- NAME --dir DIST --version V\n' +
  '       npm run deploy -- NAME --rollback [--version V]\n' +
  'Environment: TRADEBOARD_DEPLOY_TOKEN (required), TRADEBOARD_URL (default http://127.0.0.1:3000)';

export class UsageError extends Error {}

export interface DeployCommand {
  module: string;
  action: 'deploy' | 'rollback';
  url?: string;
  /** A build folder to upload (instead of url). */
  dir?: string;
  version?: string;
}

export function parseCommand(args: string[]): DeployCommand {
  const { values, positionals } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      dir: { type: 'string' },
      version: { type: 'string' },
      rollback: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const [module, ...extra] = positionals;
  if (!module || extra.length > 0) throw new UsageError(USAGE);
  if (values.rollback) {
    if (values.url || values.dir) throw new UsageError('--rollback takes no --url or --dir');
    return { module, action: 'rollback', ...(values.version ? { version: values.version } : {}) };
  }
  if (values.url && values.dir) throw new UsageError(`Give --url or --dir, not both.\n${USAGE}`);
  if (!(values.url || values.dir) || !values.version)
    throw new UsageError(`--url (or --dir) and --version are required.\n${USAGE}`);
  return values.dir
    ? { module, action: 'deploy', dir: values.dir, version: values.version }
    : { module, action: 'deploy', url: values.url!, version: values.version };
}

/** Sends the command; returns the lines to print and whether the server accepted it. */
export async function runCommand(
  command: DeployCommand,
  env: { token: string; server: string },
  fetcher: typeof fetch = fetch,
): Promise<{ ok: boolean; lines: string[] }> {
  const base = env.server.replace(/\/+$/, '');
  const uploadLines: string[] = [];
  let remoteEntryUrl = command.url;
  if (command.action === 'deploy' && command.dir) {
    try {
      const uploaded = await uploadBuild(command.dir, command.module, { token: env.token, base }, fetcher);
      uploadLines.push(
        `${command.module}: ${uploaded.files} files, ${uploaded.sent} new, uploaded from ${command.dir}`,
      );
      remoteEntryUrl = uploaded.remoteEntryUrl;
    } catch (error) {
      return { ok: false, lines: [`${command.module} upload failed: ${(error as Error).message}`] };
    }
  }
  const path =
    command.action === 'deploy'
      ? `/api/modules/${encodeURIComponent(command.module)}/deployments`
      : `/api/modules/${encodeURIComponent(command.module)}/rollback`;
  const body =
    command.action === 'deploy'
      ? { version: command.version, remoteEntryUrl }
      : command.version
        ? { version: command.version }
        : {};
  const response = await fetcher(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    check?: string;
    version?: string;
    remoteEntryUrl?: string;
    integrity?: string;
    active?: { version: string; remoteEntryUrl: string } | null;
  };
  if (!response.ok) {
    const what = answer.check ? `refused by the ${answer.check} check` : `refused (${response.status})`;
    return {
      ok: false,
      lines: [...uploadLines, `${command.module} ${what}: ${answer.message ?? response.statusText}`],
    };
  }
  if (command.action === 'deploy') {
    return {
      ok: true,
      lines: [
        ...uploadLines,
        `${command.module} ${answer.version} is live: ${answer.remoteEntryUrl}`,
        `integrity ${answer.integrity}`,
      ],
    };
  }
  return {
    ok: true,
    lines: [
      answer.active
        ? `${command.module} rolled back to ${answer.active.version}: ${answer.active.remoteEntryUrl}`
        : `${command.module} rolled back to the server's default build`,
    ],
  };
}

async function main(): Promise<void> {
  try {
    const command = parseCommand(process.argv.slice(2));
    const token = process.env.TRADEBOARD_DEPLOY_TOKEN;
    if (!token) throw new UsageError(`TRADEBOARD_DEPLOY_TOKEN is not set.\n${USAGE}`);
    const server = process.env.TRADEBOARD_URL || 'http://127.0.0.1:3000';
    const result = await runCommand(command, { token, server });
    for (const line of result.lines) (result.ok ? console.log : console.error)(line);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? (error as Error).message : `deploy failed: ${(error as Error).message}`);
    process.exitCode = usage ? 2 : 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
