// The floor of `npm run bench`: a bare node:http server on 127.0.0.1 answering `/<n>` with a fixed JSON
// body of n bytes (keep-alive), so each sandbox figure sits beside what this machine's HTTP stack can do.
// Prints its port on stdout.
import { Buffer } from 'node:buffer';
import http from 'node:http';

const bodies = new Map();
function body(size) {
  let b = bodies.get(size);
  if (!b) {
    b = Buffer.from(`{"x":"${'a'.repeat(Math.max(0, size - 8))}"}`);
    bodies.set(size, b);
  }
  return b;
}

const server = http.createServer((request, response) => {
  const size = Number(request.url?.slice(1)) || 2;
  const payload = body(Math.min(size, 10_000_000));
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length });
  response.end(payload);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
