// Run by test/outbox.test.ts as its own Node process (Node 24 strips the types): claims one
// outbox message with a sender that never answers, tells the parent it holds the claim, and
// waits to be killed with SIGKILL between the claim and the send.
import { openDatabase } from '../../src/db/client.ts';
import { deliverOutbox } from '../../src/modules/outbox/index.ts';

const [url, id] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ url });
const hang = () => {
  process.send?.('claimed');
  return new Promise<void>(() => {});
};
const silent = { warn() {}, error() {}, info() {} } as never;
await deliverOutbox(
  {
    db: database.db,
    clock: { now: () => new Date() },
    sms: { name: 'hang', send: hang },
    email: { name: 'hang', send: hang },
  },
  silent,
  { ids: [id] },
);
