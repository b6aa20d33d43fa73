/**
 * haproxy's configuration for the production layout: one frontend per server app (API and
 * identity), each balancing round-robin over its instances. A server is taken out of rotation
 * when /health/ready fails twice (an instance that drains answers 503 there at once); requests
 * whose connection to a server failed are sent again to another server (nothing reached the
 * dead one, so this is safe for every method); GET and HEAD are also retried when a server
 * closed without answering. deploy/haproxy.cfg is the same shape with comments, for real hosts.
 *
 * `option forwardfor` appends the address haproxy saw to X-Forwarded-For. The instances believe
 * the header from haproxy's own address only: the address it connects to them from (here
 * 127.0.0.1, as every bind and server is on loopback: API_TRUSTED_PROXIES and
 * IDENTITY_TRUSTED_PROXIES = `loopback` in tools/production/layout.ts), and take the rightmost hop
 * that is not haproxy as the client.
 */
export interface HaproxyBackend {
  name: string;
  /** Address the frontend listens on, e.g. `127.0.0.1:4000`. */
  bind: string;
  /** `host:port` of each instance. */
  servers: string[];
}

export interface HaproxyOptions {
  backends: HaproxyBackend[];
  /** Unix socket of the runtime API (`show servers state`), for tests and operators. */
  adminSocket?: string;
  /** Health check interval in milliseconds (default 1000). */
  checkIntervalMs?: number;
}

export function haproxyConfig(options: HaproxyOptions): string {
  const inter = options.checkIntervalMs ?? 1000;
  const lines = [
    'global',
    '  maxconn 4096',
    '  log stdout format raw local0',
    ...(options.adminSocket ? [`  stats socket ${options.adminSocket} mode 600 level admin`] : []),
    '',
    'defaults',
    '  log global',
    '  mode http',
    '  option httplog',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 60s',
    // Longer than the API's own deadline (API_RESPONSE_TIMEOUT_MS, 30 s): the client gets the API's
    // 503 TIMEOUT (its writes rolled back), not a 504 for a request that may still commit.
    '  timeout server 60s',
    '  timeout http-request 10s',
    // A busy instance may answer its health check late; only a silent one is taken out.
    '  timeout check 3s',
    // Idle server-side connections are dropped before the instances' own keep-alive ends.
    '  timeout http-keep-alive 4s',
    // A request that never reached an instance (connection failure) goes to another one. A GET (or
    // HEAD) is also sent again when its instance closed without answering: it died, since an
    // instance answers every request it works on. Other methods are never sent twice (below).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response junk-response',
    '',
  ];
  for (const b of options.backends) {
    lines.push(
      `frontend ${b.name}_in`,
      `  bind ${b.bind}`,
      // One id per request across haproxy, API and identity logs; a client's own id is kept.
      '  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }',
      // Only GET and HEAD (METH_GET) are retried at layer 7; a write is sent again only when it never
      // reached a server (connection failure). A client repeats a POST itself, with its Idempotency-Key.
      '  http-request disable-l7-retry unless METH_GET',
      `  default_backend ${b.name}`,
      '',
      `backend ${b.name}`,
      '  balance roundrobin',
      '  option httpchk GET /health/ready',
      '  http-check expect status 200',
      `  default-server inter ${inter} fastinter ${Math.max(100, Math.round(inter / 2))} downinter ${inter} fall 2 rise 2`,
      ...b.servers.map((s, i) => `  server ${b.name}${i + 1} ${s} check`),
      '',
    );
  }
  return lines.join('\n');
}
