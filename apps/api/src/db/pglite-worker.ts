import fs from 'node:fs';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';

// Runs embedded PGlite in its own thread and speaks the PostgreSQL wire protocol on a private
// Unix socket, so the API reaches it with node-postgres as it reaches a PostgreSQL server and
// the database's work runs off the API's event loop (client.ts starts it).
//
// PGlite is a single session, so one connection is served at a time: a second one waits until
// the first closes (client.ts keeps a pool of one), and a connection that closes inside a
// transaction has it rolled back before the next is served. @electric-sql/pglite-socket does
// the same, but pins an older @electric-sql/pglite than the one this app runs.

const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });

/** Serves one connection until it closes; resolves once the session is clean again. */
function serve(socket: net.Socket): Promise<void> {
  if (socket.destroyed) return Promise.resolve();
  let buffer = Buffer.alloc(0);
  let queue = Promise.resolve();
  socket.setNoDelay(true);

  const run = (message: Uint8Array) => {
    queue = queue
      .then(async () => {
        const reply = await db.execProtocolRaw(message);
        if (reply.length && socket.writable) socket.write(reply);
      })
      .catch(() => {
        socket.destroy();
      });
  };

  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 5) {
      // Untyped start-up messages: length, then a code (SSL request, cancel, protocol 3.0).
      const code = buffer.length >= 8 ? buffer.readInt32BE(4) : 0;
      if (code === SSL_REQUEST || code === CANCEL_REQUEST || code === PROTOCOL_3) {
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST) socket.write('N');
        else if (code === PROTOCOL_3) run(new Uint8Array(message));
        continue;
      }
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      run(new Uint8Array(buffer.subarray(0, length)));
      buffer = buffer.subarray(length);
    }
  });
  socket.on('error', () => socket.destroy());

  return new Promise((resolve) => {
    socket.on('close', () => {
      // A connection that dies mid-transaction must not leave it open for the next one.
      queue = queue.then(async () => {
        if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {});
      });
      void queue.then(resolve);
    });
    socket.resume();
  });
}

let turn = Promise.resolve();
const sockets = new Set<net.Socket>();
fs.rmSync(socketPath, { force: true });
const server = net.createServer({ pauseOnConnect: true }, (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  turn = turn.then(() => serve(socket));
});
server.listen(socketPath, () => {
  fs.chmodSync(socketPath, 0o600);
  parentPort!.postMessage({ type: 'ready' });
});

parentPort!.on('message', async (message: { type: string }) => {
  if (message.type !== 'close') return;
  server.close();
  for (const socket of sockets) socket.destroy();
  await turn;
  await db.close();
  fs.rmSync(socketPath, { force: true });
  parentPort!.postMessage({ type: 'closed' });
});
