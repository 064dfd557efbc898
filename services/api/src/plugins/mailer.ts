import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../mail/message.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mail over SMTP_URL (locally the mail catcher on mailSmtp of ports.cjs), from MAIL_FROM. */
export default fp(
  async (app) => {
    const transport = nodemailer.createTransport(app.config.SMTP_URL);
    app.decorate('mailer', {
      async send(message: MailMessage) {
        const info = await transport.sendMail({ from: app.config.MAIL_FROM, ...message });
        app.log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
        return { messageId: info.messageId };
      },
    });
    app.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
