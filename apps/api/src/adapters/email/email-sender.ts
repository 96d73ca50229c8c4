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
  attachments?: EmailAttachment[];
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
