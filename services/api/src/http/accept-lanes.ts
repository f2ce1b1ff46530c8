/**
 * Accept lanes: more new connections accepted per event-loop turn.
 *
 * libuv (1.45+, so Node 20 and later) accepts one connection per listening descriptor per turn. A
 * loaded process runs a few hundred turns a second, so students arriving at the market open (1,280
 * connections a second at 6,400 students) queued in the kernel for seconds before the API could
 * read, serve or refuse them. Each lane is one more descriptor of the same listening socket, watched
 * by the same loop: a turn then accepts one connection per lane, and the lanes' connections are
 * handed to the HTTP server as its own.
 *
 * Node has no `dup()`, so the descriptors come the way the `cluster` module shares a listening
 * socket: the raw handle is passed to a short-lived helper process over an IPC channel and straight
 * back (each pass is a new descriptor, SCM_RIGHTS). The helper never listens on it (a raw handle is
 * not a net.Server there), so it cannot accept a connection; it exits once the channel closes.
 */
import { spawn } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server as NetServer } from 'node:net';

/** Sends every handle straight back; a raw TCP handle arrives unwrapped, so nothing listens here. */
const ECHO_SCRIPT = "process.on('message', (message, handle) => process.send(message, handle));";

export interface AcceptLanes {
  readonly count: number;
  /** Stops accepting on every lane; resolves when the lanes' connections have all closed. */
  close(): Promise<void>;
}

interface WithHandle {
  _handle?: unknown;
}

/** `count` more descriptors of `server`'s listening socket, as handles to listen on in this process. */
async function duplicateListeningHandle(server: HttpServer, count: number): Promise<unknown[]> {
  const handle = (server as unknown as WithHandle)._handle;
  if (!handle) throw new Error('accept lanes: the server is not listening');
  const helper = spawn(process.execPath, ['-e', ECHO_SCRIPT], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    return await new Promise<unknown[]>((resolve, reject) => {
      const copies: unknown[] = [];
      helper.once('error', reject);
      helper.once('exit', (code, signal) => reject(new Error(`accept lanes: the helper exited (${code ?? signal})`)));
      helper.on('message', (_message, copy) => {
        copies.push(copy);
        if (copies.length === count) resolve(copies);
      });
      for (let i = 0; i < count; i++) helper.send('lane', handle as never);
    });
  } finally {
    helper.removeAllListeners();
    if (helper.connected) helper.disconnect();
  }
}

/**
 * Opens `count` lanes on a listening HTTP server. Its connections from a lane are the server's own
 * (keep-alive, timeouts, closeIdleConnections); `close()` belongs next to the server's close.
 * `backlog` must be the one the server listens with: listening on a descriptor calls listen() on the
 * one shared socket again, and without it Node's default (511) would replace the server's.
 */
export async function openAcceptLanes(server: HttpServer, count: number, backlog: number): Promise<AcceptLanes> {
  if (count <= 0) return { count: 0, close: async () => {} };
  const handles = await duplicateListeningHandle(server, count);
  // The options http.Server gives its own net.Server, so a lane's sockets behave the same.
  const lanes: NetServer[] = handles.map((handle) =>
    createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit('connection', socket)).listen(
      handle as never,
      // Positional: for a handle Node reads the backlog only from the arguments, not from options.
      backlog,
    ),
  );
  return {
    count,
    close: () =>
      Promise.all(lanes.map((lane) => new Promise<void>((resolve) => lane.close(() => resolve())))).then(() => {}),
  };
}
