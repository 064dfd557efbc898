/** One email as the templates build it and the mailer (plugins/mailer.ts) sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (the weekly mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
