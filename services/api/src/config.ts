/**
 * Server configuration: read from the environment once at start and validated with zod.
 * A bad value stops the start with a message naming the variable.
 */
import { Cron } from 'croner';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTE_NAMES, remoteUrlEnvName, type RemoteModuleName } from '@tradeboard/types';
import { readRemotesFile } from './web/remotes-file.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Whether croner reads the pattern (it throws on one it cannot). */
function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true });
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** BACKUP_EVERY: a number and a unit (s, m, h, d); small enough to read at a glance, so no library. */
const DURATION = /^(\d+(?:\.\d+)?)(s|m|h|d)$/;
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
function durationMs(value: string): number {
  const [, amount, unit] = DURATION.exec(value) as unknown as [string, string, keyof typeof UNIT_MS];
  return Math.round(Number(amount) * UNIT_MS[unit]);
}

/** A comma-separated list of http(s) origins (empty when unset). */
const originList = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [],
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' })));

const remoteUrl = z
  .string()
  .trim()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value),
    'must be an http(s) URL or a path starting with /',
  );

/** REMOTE_HEATMAP_URL, REMOTE_FUNDS_URL, ...: one optional URL per registered module. */
const remoteUrlVariables = Object.fromEntries(
  REMOTE_NAMES.map((name) => [remoteUrlEnvName(name), remoteUrl.optional()]),
) as Record<`REMOTE_${string}_URL`, z.ZodOptional<typeof remoteUrl>>;

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  MONGODB_URI: z
    .string()
    .trim()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(200).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1000).optional(),
  REMOTES_FILE: z.string().trim().min(1).optional(),
  /** REMOTE_<NAME>_URL, one per module of the registry (packages/types/src/core/module-registry.ts). */
  ...remoteUrlVariables,
  /** Folder holding the built front ends: <WEB_ROOT>/shell/dist and <WEB_ROOT>/<remote>/dist. */
  WEB_ROOT: z.string().trim().min(1).optional(),
  /** Origins module builds may be deployed from (comma separated); this server's own origin always may. */
  MODULE_HOSTS: originList,
  /** Time limit of each deploy check that fetches or runs the build (milliseconds). */
  DEPLOY_CHECK_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000).default(15_000),
  /** Extra origins allowed to send writes (comma separated), e.g. a dev server on another port. */
  ALLOWED_ORIGINS: originList,
  /**
   * Behind a reverse proxy you control: take the client address, host and scheme from the right-most
   * X-Forwarded-For / -Host / -Proto entry (the one the proxy appended; entries left of it come from the client).
   * Off: those headers are ignored.
   */
  TRUST_PROXY: booleanFlag.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be greater than 0')
    .max(24 * 90)
    .default(24 * 7),
  LOGIN_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  LIVE_STREAMS_PER_CLIENT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(50),
  /** Where uploads live: 'disk' (DATA_DIR/uploads) or 'gridfs' (the database); default gridfs with MONGODB_URI. */
  FILE_STORAGE: z.enum(['disk', 'gridfs'], { error: 'must be disk or gridfs' }).optional(),
  /** Cached serialised reads (on by default; off only to measure or to rule the cache out). */
  READ_CACHE: booleanFlag.default(true),
  /** Requests handled at once by this process; past it 503 with Retry-After (health, sign-in and SSE keep a reserve). */
  MAX_IN_FLIGHT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(64),
  /** Event-loop delay (ms) past which new requests are refused with 503: the CPU is already behind. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int().min(10).default(200),
  /** Requests reaching a handler started per event-loop turn, so a loaded process keeps accepting connections (0: unpaced). */
  MAX_STARTS_PER_TURN: z.coerce.number({ error: 'must be a number' }).int().min(0).default(2),
  /** More descriptors of the listening socket, each accepting one connection per event-loop turn (src/http/accept-lanes.ts; 0: none). */
  ACCEPT_LANES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(64).default(7),
  LOGIN_WINDOW_MINUTES: z.coerce.number({ error: 'must be a number' }).positive().default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(10_000),
  /** Scheduled backups (src/backup/scheduler.ts): on when BACKUP_DIR is set. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .trim()
    .regex(DURATION, 'must be a duration such as 30m, 24h or 7d')
    .transform(durationMs)
    .refine((ms) => ms >= 60_000, 'must be at least 1m')
    .default(24 * 3_600_000),
  /**
   * The daily portfolio snapshot (src/services/snapshot-schedule.ts): a cron expression read in
   * SNAPSHOT_TIME_ZONE; by default 16:15 New York time on weekdays, after the US market close.
   */
  SNAPSHOT_CRON: z
    .string()
    .trim()
    .refine(isCronPattern, 'must be a cron expression such as "15 16 * * 1-5"')
    .default('15 16 * * 1-5'),
  SNAPSHOT_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
    .default('America/New_York'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(7),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  mongodbUri: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Absolute, or undefined. */
  remotesFile: string | undefined;
  remoteUrls: Partial<Record<RemoteModuleName, string>>;
  /** Absolute folder holding shell/dist and <remote>/dist. */
  webRoot: string;
  allowedOrigins: string[];
  /** Origins deploys may name besides this server's own (MODULE_HOSTS). */
  moduleHosts: string[];
  deployCheckTimeoutMs: number;
  trustProxy: boolean;
  sessionTtlMs: number;
  loginMaxAttempts: number;
  /** Open live-update streams (GET /api/events) allowed per client address; more answer 429. */
  liveStreamsPerClient: number;
  readCache: boolean;
  fileStorage: 'disk' | 'gridfs';
  /** Overload control (http/overload.ts). */
  overload: { maxInFlight: number; maxEventLoopDelayMs: number; maxStartsPerTurn: number };
  /** Extra descriptors of the listening socket (http/accept-lanes.ts). */
  acceptLanes: number;
  loginWindowMs: number;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Scheduled backups; dir undefined = off. dir is absolute. */
  backup: { dir: string | undefined; everyMs: number; keep: number };
  /** When the daily portfolio snapshot is taken: a cron expression in a time zone. */
  snapshot: { cron: string; timeZone: string };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository's apps/ folder (this file lives in services/api/src or services/api/dist). */
function defaultWebRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const appsDir = path.resolve(here, '../../../apps');
  return existsSync(appsDir) ? appsDir : path.resolve(process.cwd(), 'apps');
}

/**
 * Relative paths resolve against the directory npm was started from (INIT_CWD), so `npm start` at the
 * repository root keeps data in <root>/data even though the workspace script runs in services/api.
 */
function resolveFrom(base: string, value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(base, value);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `PORT=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const base = env.INIT_CWD ?? process.cwd();
  const remotesFile = e.REMOTES_FILE ? resolveFrom(base, e.REMOTES_FILE) : undefined;
  if (remotesFile) {
    // Checked once here so a bad file stops the start; later changes are reloaded leniently (web/remotes-manifest.ts).
    try {
      readRemotesFile(remotesFile);
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  REMOTES_FILE: ${(error as Error).message}`);
    }
  }
  const remoteUrls: Partial<Record<RemoteModuleName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = (e as Record<string, unknown>)[remoteUrlEnvName(name)] as string | undefined;
    if (value) remoteUrls[name] = value;
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: resolveFrom(base, e.DATA_DIR),
    mongodbUri: e.MONGODB_URI,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    remotesFile,
    remoteUrls,
    webRoot: e.WEB_ROOT ? resolveFrom(base, e.WEB_ROOT) : defaultWebRoot(),
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    moduleHosts: e.MODULE_HOSTS.map((origin) => new URL(origin).origin),
    deployCheckTimeoutMs: e.DEPLOY_CHECK_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    liveStreamsPerClient: e.LIVE_STREAMS_PER_CLIENT,
    readCache: e.READ_CACHE,
    fileStorage: e.FILE_STORAGE ?? (e.MONGODB_URI ? 'gridfs' : 'disk'),
    overload: {
      maxInFlight: e.MAX_IN_FLIGHT,
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      maxStartsPerTurn: e.MAX_STARTS_PER_TURN,
    },
    acceptLanes: e.ACCEPT_LANES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    backup: {
      dir: e.BACKUP_DIR ? resolveFrom(base, e.BACKUP_DIR) : undefined,
      everyMs: e.BACKUP_EVERY,
      keep: e.BACKUP_KEEP,
    },
    snapshot: { cron: e.SNAPSHOT_CRON, timeZone: e.SNAPSHOT_TIME_ZONE },
  };
}
