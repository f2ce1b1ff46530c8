import { deserialize, serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index.js';
import { crc32c } from '../../src/wire/crc32c.js';

/** Small deterministic PRNG (mulberry32) so a failure can be replayed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const bytes = Buffer.alloc(16);
  bytes.writeInt32LE(length, 0);
  bytes.writeInt32LE(requestId, 4);
  bytes.writeInt32LE(0, 8);
  bytes.writeInt32LE(opCode, 12);
  return bytes;
}

function opMsg(command: object, flags = 0, requestId = 1): Buffer {
  const body = Buffer.from(serialize(command));
  const withoutChecksum = Buffer.concat([
    header(16 + 4 + 1 + body.length + (flags & 1 ? 4 : 0), requestId, 2013),
    Buffer.from([flags, 0, 0, 0, 0]),
    body,
  ]);
  if (!(flags & 1)) return withoutChecksum;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32LE(crc32c(withoutChecksum));
  return Buffer.concat([withoutChecksum, checksum]);
}

/** Sends bytes and resolves with what came back before the server closed the socket or went quiet. */
function exchange(port: number, bytes: Buffer, quietMs = 150): Promise<{ reply: Buffer; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ reply: Buffer.concat(chunks), closedByServer });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(bytes);
      timer = setTimeout(() => finish(false), quietMs);
    });
  });
}

describe('malformed input on the wire', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0 });
    client = await MongoClient.connect(server.uri);
    await client
      .db('fuzz')
      .collection('kept')
      .insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  const stillServing = async (): Promise<void> => {
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await client.db('fuzz').collection('kept').countDocuments()).toBe(10);
  };

  it('answers a well-formed OP_MSG, with and without a checksum', async () => {
    for (const flags of [0, 1]) {
      const { reply } = await exchange(server.port, opMsg({ ping: 1, $db: 'admin' }, flags));
      expect(reply.readInt32LE(12)).toBe(2013);
      expect(reply.length).toBe(reply.readInt32LE(0));
    }
  });

  it('answers the legacy OP_QUERY handshake with an OP_REPLY', async () => {
    const query = Buffer.from(serialize({ isMaster: 1, helloOk: true }));
    const body = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from('admin.$cmd\0'),
      Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
      query,
    ]);
    const { reply } = await exchange(server.port, Buffer.concat([header(16 + body.length, 7, 2004), body]));
    expect(reply.readInt32LE(8)).toBe(7); // responseTo
    expect(reply.readInt32LE(12)).toBe(1); // OP_REPLY
    expect(reply.readInt32LE(16 + 16)).toBe(1); // numberReturned
    const document = deserialize(reply.subarray(16 + 20));
    expect(document).toMatchObject({ ismaster: true, helloOk: true, ok: 1, maxWireVersion: expect.any(Number) });
  });

  it('reads kind-1 document sequences and replies nothing when moreToCome is set', async () => {
    const docs = [{ seq: 1 }, { seq: 2 }].map((doc) => Buffer.from(serialize(doc)));
    const sequenceBody = Buffer.concat([Buffer.from('documents\0'), ...docs]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + sequenceBody.length);
    const command = Buffer.from(serialize({ insert: 'sequences', $db: 'fuzz' }));
    const sections = Buffer.concat([
      Buffer.from([2, 0, 0, 0]),
      Buffer.from([0]),
      command,
      Buffer.from([1]),
      size,
      sequenceBody,
    ]);
    const { reply, closedByServer } = await exchange(
      server.port,
      Buffer.concat([header(16 + sections.length, 9, 2013), sections]),
    );
    expect(reply.length).toBe(0);
    expect(closedByServer).toBe(false);
    await expect.poll(() => client.db('fuzz').collection('sequences').countDocuments()).toBe(2);
  });

  it('closes connections that send invalid frames, keeping other connections working', async () => {
    const valid = opMsg({ ping: 1, $db: 'admin' });
    const badChecksum = opMsg({ ping: 1, $db: 'admin' }, 1);
    badChecksum.writeUInt32LE((badChecksum.readUInt32LE(badChecksum.length - 4) + 1) >>> 0, badChecksum.length - 4);
    const invalidBson = Buffer.from(valid);
    invalidBson.writeInt32LE(9999, 21); // BSON length no longer matches
    const cases: Record<string, Buffer> = {
      'length below header size': header(8, 1, 2013),
      'negative length': header(-5, 1, 2013),
      'above maxMessageSizeBytes': header(48_000_001, 1, 2013),
      'unknown opcode': Buffer.concat([header(20, 1, 9999), Buffer.alloc(4)]),
      'OP_COMPRESSED (never negotiated)': Buffer.concat([header(25, 1, 2012), Buffer.alloc(9)]),
      'invalid BSON length': invalidBson,
      'bad checksum': badChecksum,
      'unknown section kind': Buffer.concat([
        header(16 + 4 + 1 + 5, 1, 2013),
        Buffer.from([0, 0, 0, 0, 7]),
        Buffer.from([5, 0, 0, 0, 0]),
      ]),
      'no body section': Buffer.concat([header(20, 1, 2013), Buffer.alloc(4)]),
      'required flag bit set': Buffer.concat([valid.subarray(0, 16), Buffer.from([4, 0, 0, 0]), valid.subarray(20)]),
      'truncated document sequence': Buffer.concat([
        header(16 + 4 + 1 + 4, 1, 2013),
        Buffer.from([0, 0, 0, 0, 1]),
        Buffer.from([200, 0, 0, 0]),
      ]),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const { closedByServer } = await exchange(server.port, bytes);
      expect(closedByServer, name).toBe(true);
      await stillServing();
    }
  });

  it('survives random bytes and random mutations of valid messages', async () => {
    const random = prng(20240611);
    const templates = [
      opMsg({ ping: 1, $db: 'admin' }),
      opMsg({ find: 'kept', filter: { i: { $gt: 3 } }, $db: 'fuzz' }),
      opMsg({ insert: 'scratch', documents: [{ a: 1, nested: { b: [1, 2, 3] } }], $db: 'fuzz' }),
    ];
    const attempts: Array<Promise<unknown>> = [];
    for (let round = 0; round < 150; round++) {
      let bytes: Buffer;
      if (round % 3 === 0) {
        bytes = Buffer.alloc(1 + Math.floor(random() * 200));
        for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
      } else {
        bytes = Buffer.from(templates[round % templates.length] as Buffer);
        const flips = 1 + Math.floor(random() * 4);
        for (let f = 0; f < flips; f++)
          bytes[16 + Math.floor(random() * (bytes.length - 16))] = Math.floor(random() * 256);
      }
      attempts.push(exchange(server.port, bytes, 50));
      if (attempts.length === 10) {
        await Promise.all(attempts.splice(0));
        await stillServing();
      }
    }
    await Promise.all(attempts);
    await stillServing();
  });

  it('rejects a message that announces more than maxMessageSizeBytes before reading it', async () => {
    const announced = header(60_000_000, 1, 2013);
    const { closedByServer } = await exchange(server.port, Buffer.concat([announced, Buffer.alloc(1024)]));
    expect(closedByServer).toBe(true);
    await stillServing();
  });
});
