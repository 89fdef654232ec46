// A small HTTP/1.1 load generator for the benchmark (issue 3 Performance): one keep-alive TCP
// connection per simulated client, one request in flight per connection, real requests and
// responses over loopback. It writes prebuilt request bytes and only reads the status line,
// Content-Length or chunked framing, so the generator costs far less CPU than a fetch loop on
// the same two cores as the server.
import { connect } from 'node:net';
import type { Socket } from 'node:net';

/** One request: path below the origin, JSON body and the headers to send. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Latencies in ms (one per answered request), how many answered with 4xx/5xx, and the run's length. */
export interface LoadResult {
  latencies: number[];
  failures: number;
  seconds: number;
}

function requestBytes(host: string, request: LoadRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
  if (body) head += `content-length: ${body.length}\r\n`;
  head += '\r\n';
  return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
}

/** Reads responses from a socket one at a time. */
class ResponseReader {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;

  constructor(socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.tryComplete();
    });
    const fail = (error: Error) => this.failed?.(error);
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  next(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.tryComplete();
    });
  }

  private tryComplete(): void {
    if (!this.waiting) return;
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let end: number;
    if (lengthMatch) {
      end = headEnd + 4 + Number(lengthMatch[1]);
      if (this.buffer.length < end) return;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      // Walk the chunks until the last (size 0) one.
      let at = headEnd + 4;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        at = lineEnd + 2 + size + 2;
        if (this.buffer.length < at) return;
        if (size === 0) break;
      }
      end = at;
    } else {
      end = headEnd + 4;
    }
    this.buffer = this.buffer.subarray(end);
    const resolve = this.waiting;
    this.waiting = null;
    this.failed = null;
    resolve(status);
  }
}

/**
 * Sends up to `total` requests (or as many as fit in `maxSeconds`) over `connections` keep-alive connections (each connection sends its next
 * request when the answer to the previous one is complete) and measures each round trip.
 * @param requestFor builds request i for connection c (called just before sending it).
 */
export async function runLoad(options: {
  port: number;
  connections: number;
  total: number;
  /** Stop sending new requests after this many seconds (the answers in flight still count). */
  maxSeconds?: number;
  requestFor: (i: number, connection: number) => LoadRequest;
}): Promise<LoadResult> {
  const host = `127.0.0.1:${options.port}`;
  const sockets = await Promise.all(
    Array.from(
      { length: options.connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: '127.0.0.1', port: options.port, noDelay: true }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + (options.maxSeconds ?? Infinity) * 1000;
  try {
    await Promise.all(
      sockets.map(async (socket, connection) => {
        const reader = new ResponseReader(socket);
        while (next < options.total && performance.now() < deadline) {
          const i = next++;
          const bytes = requestBytes(host, options.requestFor(i, connection));
          const t0 = performance.now();
          socket.write(bytes);
          const status = await reader.next();
          latencies.push(performance.now() - t0);
          if (status >= 400) failures++;
        }
      }),
    );
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}
