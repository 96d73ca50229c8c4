export interface EmailAttachment {
  filename: string;
  content: string;
  /** e.g. 'text/calendar; method=REQUEST; charset=UTF-8' for an invite. */
  contentType: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The same words as HTML (lib/email-html.ts), sent beside the text as multipart/alternative.
   * Optional only for messages queued in the outbox before HTML parts existed.
   */
  html?: string;
  attachments?: EmailAttachment[];
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
