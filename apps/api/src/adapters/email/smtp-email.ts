import type { SendMailOptions } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/** SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com), from EMAIL_FROM. */
export async function smtpEmail(opts: { url: string; from: string }): Promise<EmailSender> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail(mailOptions(message, opts.from));
    },
  };
}

/**
 * What nodemailer builds the MIME message from: the text and HTML parts as alternatives, and
 * each attachment (the calendar invite) with its own content type.
 */
export function mailOptions(message: EmailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}
