/**
 * The identity provider's HTTP server, with limits that keep one slow or silent client from holding
 * sockets open: the request line and headers must arrive within `headers`, the whole request (body
 * included) within `request` (both answer 408 and close), and a socket without any traffic is
 * closed after `idle`. The provider's forms are small (16 KiB at most), so seconds are plenty.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Milliseconds. */
export interface ServerTimeouts {
  /** Until the request line and all headers have arrived. */
  headers: number;
  /** Until the whole request, body included, has arrived. */
  request: number;
  /** A socket with no traffic at all is closed after this. */
  idle: number;
  /** Idle keep-alive connections between requests are closed after this. */
  keepAlive: number;
  /** How often Node checks the header and request limits. */
  checkInterval: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = { headers: 10_000, request: 15_000, idle: 30_000, keepAlive: 5_000, checkInterval: 1_000 };

export function createIdentityServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  timeouts: Partial<ServerTimeouts> = {},
): Server {
  const t = { ...DEFAULT_SERVER_TIMEOUTS, ...timeouts };
  const server = createServer(
    { headersTimeout: Math.min(t.headers, t.request), requestTimeout: t.request, connectionsCheckingInterval: t.checkInterval, keepAliveTimeout: t.keepAlive },
    handler,
  );
  server.setTimeout(t.idle, (socket) => socket.destroy());
  return server;
}
