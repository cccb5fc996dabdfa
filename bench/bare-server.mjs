// The baseline of the API benchmark: a bare Fastify route in plain JavaScript, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, code: 200, msg: 'OK', data: { hello: 'world' } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
