import type { EmailSender } from './email-sender.ts';

/** SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com), from EMAIL_FROM. */
export async function smtpEmail(opts: { url: string; from: string }): Promise<EmailSender> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
  };
}
