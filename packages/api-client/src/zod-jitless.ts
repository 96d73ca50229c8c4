// Zod probes `new Function('')` on its first object parse to decide whether to compile its
// parsers. The app's Content-Security-Policy forbids eval, so that probe reported a CSP
// violation on every page load. Zod reads its settings from this global (what `z.config`
// writes), so it can be switched to jitless here without pulling zod into the first download.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
