// Run by test/refunds-crash.test.ts as its own Node process (Node 24 strips the types): claims
// one refund and is killed with SIGKILL either before it asks the provider ('before') or after
// the provider made the refund but before the refund row says so ('after').
import { sandboxPayments } from '../../src/adapters/payments/sandbox-payments.ts';
import { openDatabase } from '../../src/db/client.ts';
import { processRefunds } from '../../src/modules/payments/index.ts';

const [url, id, when] = process.argv.slice(2) as [string, string, 'before' | 'after'];
const database = await openDatabase({ url });
const sandbox = sandboxPayments({ db: database.db, keySecret: 'k', webhookSecret: 'w' });
const hang = () => new Promise<never>(() => {});
const payments = {
  ...sandbox,
  async refund(paymentId: string, amount: number, receipt: string) {
    if (when === 'after') await sandbox.refund(paymentId, amount, receipt);
    process.send?.('claimed');
    return hang();
  },
};
const silent = { warn() {}, error() {}, info() {} } as never;
await processRefunds({ db: database.db, payments, clock: { now: () => new Date() } }, silent, { ids: [id] });
