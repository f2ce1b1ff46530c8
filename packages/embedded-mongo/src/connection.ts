/**
 * One client connection: frames messages, runs them in order, writes replies. Any protocol
 * violation closes this connection only.
 */
import type { Socket } from 'node:net';
import { dispatchCommand, type Commit } from './commands/dispatch.js';
import type { CommandContext } from './commands/context.js';
import { MongoCommandError } from './errors.js';
import type { Doc } from './values/document.js';
import { OP_MSG, OP_QUERY } from './wire/constants.js';
import { MessageFramer, ProtocolError, type RawMessage } from './wire/framing.js';
import { decodeOpMsg, encodeOpMsgReply } from './wire/opMsg.js';
import { decodeOpQuery, encodeOpReply } from './wire/opQuery.js';

export type ConnectionContext = Omit<CommandContext, 'db'>;

export class Connection {
  private readonly socket: Socket;
  private readonly context: ConnectionContext;
  private readonly commit: Commit;
  private readonly framer = new MessageFramer();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(socket: Socket, context: ConnectionContext, commit: Commit, onClose: () => void) {
    this.socket = socket;
    this.context = context;
    this.commit = commit;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => {
      this.closed = true;
      context.writeLock.releaseConnection(context.connectionId);
      onClose();
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    let messages: RawMessage[];
    try {
      messages = this.framer.push(chunk);
    } catch {
      this.close();
      return;
    }
    for (const message of messages) {
      this.queue = this.queue.then(() => this.handle(message)).catch(() => this.close());
    }
  }

  private async handle(message: RawMessage): Promise<void> {
    if (this.closed) return;
    if (message.opCode === OP_MSG) {
      const { command, moreToCome } = decodeOpMsg(message);
      const reply = await dispatchCommand(command, this.context, 'admin', this.commit);
      if (!moreToCome) this.write(encodeOpMsgReply(reply, message.requestId));
      return;
    }
    if (message.opCode === OP_QUERY) {
      const { fullCollectionName, query } = decodeOpQuery(message);
      const reply = await this.runLegacyQuery(fullCollectionName, query);
      this.write(encodeOpReply(reply, message.requestId));
      return;
    }
    throw new ProtocolError(`unsupported opCode ${message.opCode}`);
  }

  /** Only `<db>.$cmd` commands are served over OP_QUERY (the handshake); legacy queries are refused. */
  private async runLegacyQuery(fullCollectionName: string, query: Doc): Promise<Doc> {
    const dot = fullCollectionName.indexOf('.');
    const db = dot > 0 ? fullCollectionName.slice(0, dot) : fullCollectionName;
    if (fullCollectionName.slice(dot + 1) !== '$cmd') {
      return new MongoCommandError('CommandNotSupported', 'legacy OP_QUERY is only supported for commands').toReply();
    }
    const command = typeof query.$query === 'object' && query.$query !== null ? (query.$query as Doc) : query;
    return dispatchCommand({ ...command, $db: db }, this.context, db, this.commit);
  }

  private write(bytes: Buffer): void {
    if (!this.closed) this.socket.write(bytes);
  }
}
