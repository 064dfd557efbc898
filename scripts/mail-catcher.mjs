#!/usr/bin/env node
// Local mail catcher with a web inbox (maildev 2.2.1, pure JS). Used by `npm start` and the e2e
// suites as the "mail" service of scripts/composition.mjs; docker-compose.yml runs the
// maildev/maildev image with the same ports.
//
//   MAIL_SMTP_PORT  SMTP port (default: mailSmtp of ports.cjs, where the API sends locally)
//   MAIL_WEB_PORT   web inbox + REST (default: mailWeb of ports.cjs)
//   MAIL_HOST       bind address (default 127.0.0.1)
//
// REST API (for tests): GET /email (all messages, JSON array with subject, to, from, text,
// html, date...), GET /email/:id, GET /email/:id/html, DELETE /email/all, GET /healthz.
//
// maildev 3.0.0 is not installable from this registry (its mailparser needs a
// @zone-eu/mailsplit version that is not published there), so 2.2.1 is pinned.
import { createRequire } from 'node:module';
import { ports } from './composition.mjs';

const require = createRequire(import.meta.url);
const startMaildev = require('maildev');

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? ports.mailSmtp);
const webPort = Number(process.env.MAIL_WEB_PORT ?? ports.mailWeb);
const host = process.env.MAIL_HOST ?? '127.0.0.1';

// maildev registers its own SIGINT/SIGTERM handlers that close both servers and exit(0).
// Ours only guarantees the process does not hang if a socket keeps a server open.
const forceExit = () => setTimeout(() => process.exit(0), 3000).unref();
process.on('SIGINT', forceExit);
process.on('SIGTERM', forceExit);

const mailserver = startMaildev({
  smtp: smtpPort,
  web: webPort,
  ip: host,
  webIp: host,
  silent: true,
  hideExtensions: [],
});

try {
  await mailserver.listen();
} catch (err) {
  console.error(`[mail] cannot start SMTP on ${host}:${smtpPort}: ${err?.message ?? err}`);
  process.exit(1);
}

console.log(
  `[mail] inbox http://${host}:${webPort}/  (REST: GET http://${host}:${webPort}/email)  SMTP smtp://${host}:${smtpPort}`,
);
