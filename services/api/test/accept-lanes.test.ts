/**
 * Accept lanes (src/http/accept-lanes.ts): one more connection accepted per event-loop turn per
 * lane, the lanes' connections served as the server's own, and nothing left listening after close.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { openAcceptLanes, type AcceptLanes } from '../src/http/accept-lanes.js';

const opened: Array<{ server: Server; lanes: AcceptLanes }> = [];
afterEach(async () => {
  for (const { server, lanes } of opened.splice(0)) {
    server.closeAllConnections();
    await Promise.all([new Promise((resolve) => server.close(resolve)), lanes.close()]);
  }
});

/** Requests the server's handler received. */
const handled = { all: 0 };

async function serverWithLanes(count: number, backlog = 512) {
  const server = createServer((_req, res) => {
    handled.all++;
    res.end('served');
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog }, resolve));
  const lanes = await openAcceptLanes(server, count, backlog);
  opened.push({ server, lanes });
  return { server, lanes, port: (server.address() as AddressInfo).port };
}

/**
 * Queues `count` connections, each with a request sent, in the kernel while this process's loop is
 * blocked (a child opens them, waits until every handshake is done and exits), then counts the
 * connections accepted per turn.
 */
async function acceptedPerTurn(server: Server, port: number, count: number): Promise<number[]> {
  let accepted = 0;
  server.on('connection', (socket) => {
    accepted++;
    socket.on('error', () => {});
  });
  const client = spawnSync(process.execPath, [
    '-e',
    `const net = require('node:net'); let open = 0;
     for (let i = 0; i < ${count}; i++) {
       const socket = net.connect(${port}, '127.0.0.1', () =>
         socket.write('GET / HTTP/1.1\\r\\nHost: lanes\\r\\n\\r\\n', () => { if (++open === ${count}) process.exit(0); }));
     }`,
  ]);
  expect(client.status).toBe(0);
  const perTurn: number[] = [];
  let before = 0;
  await new Promise<void>((resolve) => {
    const afterTurn = () => {
      perTurn.push(accepted - before);
      before = accepted;
      if (accepted >= count) resolve();
      else setImmediate(afterTurn);
    };
    setImmediate(afterTurn);
  });
  return perTurn.filter((n) => n > 0);
}

test('without lanes a turn accepts one waiting connection; with 3 lanes it accepts four, all served', async () => {
  const plain = await serverWithLanes(0);
  expect(plain.lanes.count).toBe(0);
  const alone = await acceptedPerTurn(plain.server, plain.port, 12);
  expect(Math.max(...alone)).toBe(1);

  const laned = await serverWithLanes(3);
  expect(laned.lanes.count).toBe(3);
  const perTurn = await acceptedPerTurn(laned.server, laned.port, 40);
  expect(Math.max(...perTurn)).toBe(4);
  expect(perTurn.length).toBeLessThanOrEqual(11);
  // Every queued request reaches the server's handler: a turn took three of its four over the lanes.
  await expect.poll(() => handled.all).toBe(12 + 40);
});

test("a lane's connections are the server's: requests are served, and after close nothing listens", async () => {
  const { server, lanes, port } = await serverWithLanes(2);
  const sockets = new Set<unknown>();
  server.on('connection', (socket) => sockets.add(socket));
  const answers = await Promise.all(
    Array.from({ length: 12 }, () =>
      fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((res) => res.text()),
    ),
  );
  expect(answers).toEqual(Array(12).fill('served'));
  expect(sockets.size).toBe(12);

  opened.splice(0);
  await Promise.all([new Promise((resolve) => server.close(resolve)), lanes.close()]);
  // A lane left open would still accept here: the listening socket lives while any descriptor does.
  const refused = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  expect(refused).toBe('ECONNREFUSED');
});

test("the lanes keep the server's accept queue: more than Node's default 511 handshakes wait while the loop is busy", async () => {
  // Listening on a lane's descriptor calls listen() on the shared socket again; with Node's default
  // backlog the queue shrank to 511 and, at 6,400 arriving students, later handshakes were dropped
  // and reset. The kernel caps a backlog at somaxconn (4096 on current Linux).
  const backlog = 600;
  const { port } = await serverWithLanes(2, backlog);
  const waiting = 560;
  // This loop is blocked while a child opens the connections: none is accepted, so each completed
  // handshake waits in the queue. The child exits once all are done; past a full queue it would wait.
  const client = spawnSync(
    process.execPath,
    [
      '-e',
      `const net = require('node:net'); let open = 0;
       for (let i = 0; i < ${waiting}; i++) {
         const socket = net.connect(${port}, '127.0.0.1', () => { if (++open === ${waiting}) process.exit(0); });
         socket.on('error', (error) => { console.error(error.code); process.exit(2); });
       }`,
    ],
    { timeout: 10_000 },
  );
  expect(client.status).toBe(0);
});
