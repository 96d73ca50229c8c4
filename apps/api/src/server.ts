import fs from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { warmChatSafety } from './modules/chat/safety/index.ts';

// Listens and shuts down gracefully; everything else is in app.ts.
const startedAt = performance.now();
// A .env file in the working folder is read if present; real environment variables win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const app = await buildApp({ config, listenBeforeReady: true });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ ms: Math.round(performance.now() - startedAt) }, 'listening');
  // The assistant's safety classifier trains in memory (about 1.5 s of CPU on this machine class):
  // once the server answers, so start-up is not delayed and the first chat message does not pay it.
  setTimeout(warmChatSafety, 1000).unref();
  await app.dependencies;
  app.log.info({ ms: Math.round(performance.now() - startedAt), db: app.deps.database.kind }, 'ready');
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
