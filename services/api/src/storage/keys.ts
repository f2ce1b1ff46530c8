/**
 * Object keys are `<folder>/<32 hex digits><extension>`, all chosen by the server. Anything else
 * (dots, slashes, encoded characters, client names) is not a key, so it can never reach the disk.
 */
import { randomBytes } from 'node:crypto';

const FOLDER = /^[a-z][a-z0-9-]{0,31}$/;
const EXTENSION = /^\.[a-z0-9]{1,8}$/;
const KEY = /^[a-z][a-z0-9-]{0,31}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function newKey(folder: string, extension: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  if (!EXTENSION.test(extension)) throw new Error(`Invalid storage extension: ${extension}`);
  return `${folder}/${randomBytes(16).toString('hex')}${extension}`;
}
