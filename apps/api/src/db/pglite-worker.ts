import fs from 'node:fs';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// Runs embedded PGlite in its own thread and speaks the PostgreSQL wire protocol on a
// private Unix socket, so the API reaches it with node-postgres exactly as it reaches a
// PostgreSQL server, and the database's work never blocks the API's event loop.

const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const CANCEL_REQUEST = 80877102;

const db = await PGlite.create(dataDir);

function serve(socket: net.Socket) {
  let buffer = Buffer.alloc(0);
  let queue = Promise.resolve();
  socket.setNoDelay(true);

  const run = (message: Uint8Array) => {
    queue = queue.then(async () => {
      const reply = await db.execProtocolRaw(message);
      if (reply.length && socket.writable) socket.write(reply);
    });
    queue.catch(() => socket.destroy());
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
  socket.on('close', () => {
    // A connection that dies mid-transaction must not leave it open for the next one.
    queue = queue.then(async () => {
      if (db.isInTransaction()) await db.exec('ROLLBACK');
    });
  });
  socket.on('error', () => socket.destroy());
}

fs.rmSync(socketPath, { force: true });
const server = net.createServer(serve);
server.listen(socketPath, () => {
  fs.chmodSync(socketPath, 0o600);
  parentPort!.postMessage({ type: 'ready' });
});

parentPort!.on('message', async (message: { type: string }) => {
  if (message.type !== 'close') return;
  server.close();
  await db.close();
  fs.rmSync(socketPath, { force: true });
  parentPort!.postMessage({ type: 'closed' });
});
