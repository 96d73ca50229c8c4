import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium against the production build served by the API
// on its own port and its own fresh data folder (the SMS outbox there holds the OTPs).
// E2E_PORT lets a second checkout run its browser tests beside another one.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '.e2e-data');
/** The console's first admin, invited by the server's own command before it starts. */
export const E2E_ADMIN = { email: 'asha.admin@care.test', name: 'Asha Rao' } as const;
/** Where that command's output (the invite link) is kept. */
export const E2E_ADMIN_INVITE = path.join(E2E_DATA_DIR, 'admin-invite.txt');
/**
 * A second admin invited the same way (an invite opens once), for the end-to-end consultation
 * test (console-flow.spec.ts), so it does not depend on the staff screens' test or its order.
 */
export const E2E_FLOW_ADMIN = { email: 'ravi.admin@care.test', name: 'Ravi Menon' } as const;
export const E2E_FLOW_ADMIN_INVITE = path.join(E2E_DATA_DIR, 'flow-admin-invite.txt');
/** A third admin, for the operations test (console-operations.spec.ts): invites its operations account. */
export const E2E_OPS_ADMIN = { email: 'neha.admin@care.test', name: 'Neha Kapoor' } as const;
export const E2E_OPS_ADMIN_INVITE = path.join(E2E_DATA_DIR, 'ops-admin-invite.txt');
/**
 * Debian's headless shell (package chromium-headless-shell: Chromium without the browser's own
 * windows, what Playwright itself runs headless) when installed: the suite needs about a third
 * less CPU than under the full browser's headless mode, and these machines are CPU-bound. Else the
 * full browser. CHROME_PATH overrides both.
 */
const chromium =
  process.env.CHROME_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.resolve(import.meta.dirname, '../.ci/out/playwright.json') }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // An action whose element never comes fails in 30 s, naming the locator, rather than waiting
    // out the test's whole time (a renamed form once held a 10-minute test to its limit).
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Fake camera and microphone (a test pattern and a beep) for the consultation room.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    // The console's first admin is made as on a fresh install: the command prints its invite
    // link (E2E_ADMIN_INVITE), then the server starts on the same folder.
    command: `rm -rf "${E2E_DATA_DIR}" && mkdir -p "${E2E_DATA_DIR}" && node ../apps/api/dist/staff-invite-admin.js --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" > "${E2E_ADMIN_INVITE}" && node ../apps/api/dist/staff-invite-admin.js --email ${E2E_FLOW_ADMIN.email} --name "${E2E_FLOW_ADMIN.name}" > "${E2E_FLOW_ADMIN_INVITE}" && node ../apps/api/dist/staff-invite-admin.js --email ${E2E_OPS_ADMIN.email} --name "${E2E_OPS_ADMIN.name}" > "${E2E_OPS_ADMIN_INVITE}" && node ../apps/api/dist/server.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    // The admin command applies the migrations to the fresh folder first (~10-30 s), then the server starts.
    timeout: 150_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every test is a new browser with an empty cache, all from one address: the suite asks for
      // far more than one patient's 600 requests a minute (pages, their chunks and media count).
      RATE_LIMIT_MAX: '6000',
      // Links in texts (the expert's room link) point at this server; due messages go every 2 s.
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      MESSAGE_JOB_SECONDS: '2',
    },
  },
});
