export interface SmsSender {
  readonly name: string;
  /** `to` is the 10-digit Indian mobile number without the +91 prefix. */
  send(to: string, text: string): Promise<void>;
}
