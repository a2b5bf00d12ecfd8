// An HTTP/2 front for the start-up bench: TLS on 127.0.0.1 with a throwaway self-signed certificate,
// forwarding every request to the sandbox over HTTP/1.1 keep-alive — what a reverse proxy (nginx, a load
// balancer) in front of a real server does. Browsers speak HTTP/2 only over TLS; one connection then carries
// every request of the page at once instead of six at a time. Needs the `openssl` command.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface H2Front {
  origin: string;
  /** Chromium flag that trusts this certificate (and only it), so the page behaves as on a trusted site. */
  chromiumArg: string;
  close(): Promise<void>;
}

/** Headers that belong to one hop (RFC 9113 8.2.2 forbids them in HTTP/2), never forwarded. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; spki: string } {
  const keyFile = path.join(dir, 'front-key.pem');
  const certFile = path.join(dir, 'front-cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout', '-in', certFile]);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), spki };
}

/** Starts the front on a free port; `upstream(origin)` is the sandbox's port, given once the front's origin is known. */
export async function startH2Front(dir: string, upstream: (origin: string) => Promise<number>): Promise<H2Front> {
  const { key, cert, spki } = selfSignedCertificate(dir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let upstreamPort = 0;
  const server = http2.createSecureServer({ key, cert });
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(':') || HOP_HEADERS.has(name) || value === undefined) continue;
      forwarded[name] = value;
    }
    forwarded['host'] = String(headers[':authority'] ?? '127.0.0.1');
    const request = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: String(headers[':method'] ?? 'GET'),
        path: String(headers[':path'] ?? '/'),
        headers: forwarded,
        agent,
      },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstreamPort = await upstream(origin);
  return {
    origin,
    chromiumArg: `--ignore-certificate-errors-spki-list=${spki}`,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
