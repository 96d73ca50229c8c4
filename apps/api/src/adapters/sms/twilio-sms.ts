import type { SmsSender } from './sms-sender.ts';

/** Twilio's SDK, used when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. */
export async function twilioSms(opts: {
  accountSid: string;
  authToken: string;
  from: string;
}): Promise<SmsSender> {
  const { default: twilio } = await import('twilio');
  const client = twilio(opts.accountSid, opts.authToken);
  return {
    name: 'twilio',
    async send(to, text) {
      await client.messages.create({ to: `+91${to}`, from: opts.from, body: text });
    },
  };
}
