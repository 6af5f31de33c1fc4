/**
 * The ceiling every API figure is compared with: a bare Fastify route from the project's own
 * dependencies, in its own process as the server is, answering a small JSON object. Run by
 * bench/suites/built-api with PORT set; plain Node (type stripping), no loader.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
