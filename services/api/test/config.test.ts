import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const load = (env: Record<string, string>) => loadConfig({ INIT_CWD: '/srv/tradeboard', ...env });
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

const scratch = mkdtempSync(path.join(tmpdir(), 'tradeboard-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('configuration', () => {
  test('defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/tradeboard/data',
      mongodbUri: undefined,
      remotesFile: undefined,
      remoteUrls: {},
      allowedOrigins: [],
      trustProxy: false,
      logLevel: 'info',
    });
  });

  test('relative paths resolve against the directory npm was started from', () => {
    writeFileSync(path.join(scratch, 'remotes.json'), '{}');
    const config = load({ INIT_CWD: scratch, DATA_DIR: 'var/db', REMOTES_FILE: 'remotes.json', WEB_ROOT: 'apps' });
    expect(config.dataDir).toBe(path.join(scratch, 'var/db'));
    expect(config.remotesFile).toBe(path.join(scratch, 'remotes.json'));
    expect(config.webRoot).toBe(path.join(scratch, 'apps'));
  });

  test('values are parsed', () => {
    const config = load({
      PORT: '8080',
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster0.example.net/tradeboard',
      REMOTE_HEATMAP_URL: 'https://cdn.example/heatmap/remoteEntry.js',
      ALLOWED_ORIGINS: 'http://localhost:8080, https://admin.example',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      isProduction: true,
      remoteUrls: { heatmap: 'https://cdn.example/heatmap/remoteEntry.js' },
      allowedOrigins: ['http://localhost:8080', 'https://admin.example'],
      trustProxy: true,
    });
  });

  test('a bad value stops the start with a message naming it', () => {
    expect(failure({ PORT: 'eighty' })).toMatch(/PORT: must be a number/);
    expect(failure({ PORT: '70000' })).toMatch(/PORT: must be at most 65535/);
    expect(failure({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV: must be development, production or test/);
    expect(failure({ MONGODB_URI: 'postgres://x' })).toMatch(/MONGODB_URI: must start with mongodb:\/\//);
    expect(failure({ REMOTE_FUNDS_URL: 'ftp://x' })).toMatch(/REMOTE_FUNDS_URL: must be an http\(s\) URL/);
    expect(failure({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toMatch(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
    expect(failure({ ADMIN_USERNAME: 'admin' })).toMatch(/ADMIN_USERNAME and ADMIN_PASSWORD must be set together/);
    expect(failure({ TRUST_PROXY: 'maybe' })).toMatch(/TRUST_PROXY: must be true or false/);
  });

  test('issue 30: file storage is GridFS with MONGODB_URI, else disk; cache and overload bounds', () => {
    expect(load({})).toMatchObject({
      fileStorage: 'disk',
      readCache: true,
      overload: { maxInFlight: 64, maxEventLoopDelayMs: 200, maxStartsPerTurn: 2 },
      acceptLanes: 7,
    });
    expect(load({ ACCEPT_LANES: '0', MAX_STARTS_PER_TURN: '0' })).toMatchObject({
      overload: { maxStartsPerTurn: 0 },
      acceptLanes: 0,
    });
    expect(failure({ ACCEPT_LANES: '100' })).toMatch(/ACCEPT_LANES/);
    expect(load({ MONGODB_URI: 'mongodb://db/tradeboard' }).fileStorage).toBe('gridfs');
    expect(load({ MONGODB_URI: 'mongodb://db/tradeboard', FILE_STORAGE: 'disk' }).fileStorage).toBe('disk');
    expect(load({ FILE_STORAGE: 'gridfs', READ_CACHE: 'false', MAX_IN_FLIGHT: '32' })).toMatchObject({
      fileStorage: 'gridfs',
      readCache: false,
      overload: { maxInFlight: 32 },
    });
    expect(failure({ FILE_STORAGE: 's3' })).toMatch(/FILE_STORAGE: must be disk or gridfs/);
    expect(failure({ MAX_IN_FLIGHT: '0' })).toMatch(/MAX_IN_FLIGHT/);
  });

  test('empty values count as unset', () => {
    expect(load({ PORT: '', MONGODB_URI: '' })).toMatchObject({ port: 3000, mongodbUri: undefined });
  });
});

describe('REMOTES_FILE is checked at start', () => {
  const remotesFile = (name: string, content: string) => {
    writeFileSync(path.join(scratch, name), content);
    return name;
  };

  test('a valid file is accepted', () => {
    const file = remotesFile(
      'good.json',
      JSON.stringify({ heatmap: 'https://cdn.example/heatmap/remoteEntry.js', library: '/v2/library/remoteEntry.js' }),
    );
    expect(load({ INIT_CWD: scratch, REMOTES_FILE: file }).remotesFile).toBe(path.join(scratch, file));
  });

  test('a missing or invalid file stops the start with a message naming REMOTES_FILE', () => {
    expect(failure({ INIT_CWD: scratch, REMOTES_FILE: 'absent.json' })).toMatch(
      /REMOTES_FILE: .*absent\.json does not exist/,
    );
    expect(failure({ INIT_CWD: scratch, REMOTES_FILE: remotesFile('broken.json', '{ not json') })).toMatch(
      /REMOTES_FILE: .*broken\.json is not valid JSON/,
    );
    expect(
      failure({ INIT_CWD: scratch, REMOTES_FILE: remotesFile('ftp.json', '{"funds":"ftp://x/remoteEntry.js"}') }),
    ).toMatch(/REMOTES_FILE: .*funds: must be an http\(s\) URL or a path starting with \//);
    expect(failure({ INIT_CWD: scratch, REMOTES_FILE: remotesFile('typo.json', '{"heatmapp":"/x.js"}') })).toMatch(
      /REMOTES_FILE: .*heatmapp/,
    );
    expect(failure({ INIT_CWD: scratch, REMOTES_FILE: remotesFile('number.json', '{"flow":3}') })).toMatch(
      /REMOTES_FILE: .*flow: /,
    );
    expect(failure({ INIT_CWD: scratch, REMOTES_FILE: remotesFile('list.json', '[]') })).toMatch(/REMOTES_FILE: /);
  });
});
