/**
 * Bare Fastify for the throughput bench: one JSON route, no hooks, no logging. The ceiling any
 * route of the API can reach on this machine; the bench prints every figure beside it.
 *
 *   PORT=12101 node --import tsx tools/bench/throughput/hello-server.ts
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 12101), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
