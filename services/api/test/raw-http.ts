/**
 * HTTP/1.1 over a bare socket, for requests fetch() will not send: a body shorter than its
 * Content-Length, a chunked body cut anywhere, a client that vanishes mid-upload.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The bytes actually sent. */
  body: Buffer;
  /**
   * How the body is framed: 'length' announces exactly body.length; 'length-more' announces
   * `promise` more bytes than are sent; 'chunked' sends it as one chunk and the closing chunk.
   */
  framing: 'length' | 'length-more' | 'chunked';
  promise?: number;
  /** Vanish once the body is written (no closing chunk, no reading the answer). */
  abort?: boolean;
  /** With abort: called after the body is written and before the socket is destroyed. */
  beforeAbort?: () => Promise<void>;
}

function head(request: RawRequest, port: number): string {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, connection: 'close', ...request.headers };
  if (request.framing === 'chunked') headers['transfer-encoding'] = 'chunked';
  else
    headers['content-length'] = String(
      request.body.length + (request.framing === 'length-more' ? (request.promise ?? 1000) : 0),
    );
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${request.method} ${request.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

function framed(request: RawRequest): Buffer {
  if (request.framing !== 'chunked') return request.body;
  const parts = [Buffer.from(`${request.body.length.toString(16)}\r\n`), request.body, Buffer.from('\r\n')];
  if (!request.abort) parts.push(Buffer.from('0\r\n\r\n'));
  return request.body.length ? Buffer.concat(parts) : Buffer.from(request.abort ? '' : '0\r\n\r\n');
}

/** Parse a Connection: close answer (status line, headers, body; chunked answers are de-chunked). */
function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  let body = end >= 0 ? text.slice(end + 4) : '';
  if (/\r\ntransfer-encoding: chunked/i.test(text.slice(0, end))) {
    let plain = '';
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (!(size > 0)) break;
      plain += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = plain;
  }
  return { status, body: Buffer.from(body, 'latin1').toString('utf8') };
}

/**
 * Send one raw request. Answers the parsed answer, or null when the request aborted (or the server
 * closed the connection without a word).
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers early (413, 400) may close before it has read everything we sent.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(chunks.length ? parseAnswer(Buffer.concat(chunks)) : null));
    socket.once('connect', () => {
      socket.write(head(request, port));
      socket.write(framed(request), () => {
        if (!request.abort) return;
        void (request.beforeAbort ?? (async () => {}))().finally(() => socket.destroy());
      });
    });
  });
}
