/**
 * The first admin. With an empty users collection: create it from ADMIN_USERNAME/ADMIN_PASSWORD; in
 * production refuse to start without them; otherwise generate credentials into DATA_DIR. Once an
 * admin exists ADMIN_PASSWORD no longer applies: when it differs from the stored password, say so
 * and name the command that changes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { ConfigError, type Config } from '../config.js';
import { userModel } from '../db/models/users.js';
import type { Logger } from '../logger.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const CREDENTIALS_FILE = 'admin-credentials.txt';
const SET_PASSWORD_COMMAND = 'npm run admin -- set-password';

type Users = ReturnType<typeof userModel>;

async function warnIfAdminPasswordIgnored(users: Users, config: Config, logger: Logger): Promise<void> {
  if (!config.adminPassword) return;
  const user = config.adminUsername
    ? await users.findOne({ username: config.adminUsername }).lean()
    : await users.findOne().sort({ createdAt: 1 }).lean();
  if (user && (await verifyPassword(config.adminPassword, user.passwordHash))) return;
  logger.warn(
    { username: config.adminUsername ?? null },
    user
      ? `ADMIN_PASSWORD is set but is not the stored admin's password: it only applies on the first start. To change the password, run: ${SET_PASSWORD_COMMAND}`
      : `ADMIN_USERNAME names no stored admin: ADMIN_USERNAME / ADMIN_PASSWORD only apply on the first start. To change the password, run: ${SET_PASSWORD_COMMAND}`,
  );
}

/**
 * Creates the first admin; false when another API process starting at the same moment created it
 * first (the unique username index settles it), so N processes can start together.
 */
async function createFirst(users: Users, username: string, password: string): Promise<boolean> {
  try {
    await users.create({ username, passwordHash: await hashPassword(password) });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

export async function ensureAdmin(db: Connection, config: Config, logger: Logger): Promise<void> {
  const users = userModel(db);
  if ((await users.countDocuments()) > 0) return warnIfAdminPasswordIgnored(users, config, logger);

  if (config.adminUsername && config.adminPassword) {
    const created = await createFirst(users, config.adminUsername, config.adminPassword);
    if (!created) return;
    logger.info({ username: config.adminUsername }, 'created the first admin from ADMIN_USERNAME / ADMIN_PASSWORD');
    return;
  }
  if (config.isProduction) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD are required on the first start in production (the users collection is empty)',
    );
  }
  const username = 'admin';
  const password = randomBytes(18).toString('base64url');
  if (!(await createFirst(users, username, password))) return;
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(config.dataDir, CREDENTIALS_FILE);
  await writeFile(
    file,
    `Tradeboard admin (generated on first start; delete this file once noted)\nusername: ${username}\npassword: ${password}\n`,
    {
      mode: 0o600,
    },
  );
  logger.warn({ file }, `no ADMIN_USERNAME/ADMIN_PASSWORD set: generated admin credentials written to ${file}`);
}
