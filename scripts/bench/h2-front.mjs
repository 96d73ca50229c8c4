// An HTTPS front speaking HTTP/2 to the browser, as the proxy or CDN of a deployment does (the
// API serves plain HTTP/1.1 behind it; README "Deploying"), forwarding every request to the API.
// The bench audits the pages through it (BENCH_H1=1: without it). Why it matters: over HTTP/1.1 a browser opens six
// connections to an origin, so a page of 35 files waits for about six round trips in a row;
// over HTTP/2 they share one connection at once. The certificate is made for the run
// (openssl, self-signed) and Chrome is told to accept it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** Listens on `port` (HTTPS, HTTP/2 or 1.1) and forwards to http://127.0.0.1:`upstream`. */
export function startH2Front(port, upstream) {
  const server = http2.createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = `127.0.0.1:${upstream}`;
    const forward = http.request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
