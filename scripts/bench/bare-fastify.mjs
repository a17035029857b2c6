// Resolved from the server package so the yardstick uses the very Fastify the server runs on.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, value: { status: 0 } }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
