import fp from 'fastify-plugin';
import type { Mailer } from '../mail/message.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mail over SMTP_URL (locally the mail catcher on mailSmtp of ports.cjs), from MAIL_FROM. */
export default fp(
  async (app) => {
    const mailer = smtpMailer(app.config.SMTP_URL, app.config.MAIL_FROM, (message, messageId) =>
      app.log.info({ messageId, subject: message.subject }, 'mail sent'),
    );
    app.decorate('mailer', { send: (message) => mailer.send(message) });
    app.addHook('onClose', async () => {
      mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
