import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './message.ts';

/** Mail over `smtpUrl` from `from`; `onSent` hears of each message (the API logs its subject). */
export function smtpMailer(
  smtpUrl: string,
  from: string,
  onSent: (message: MailMessage, messageId: string) => void = () => {},
): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      onSent(message, info.messageId);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
