/** Structured logging with pino. Secrets never reach it: request logs carry method, path, status and timing only. */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'tradeboard-api' },
    // Defence in depth: should a header or body object ever be logged, these never print.
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'cookie'],
      censor: '[redacted]',
    },
  });
}
