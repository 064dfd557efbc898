import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HackathonTeamInput } from '@academy/contracts';
import type { Config } from '../../src/config.ts';
import { accountConfig } from './accounts.ts';
import { buildTestApp } from './app.ts';
import { createSession, createUser } from './factories.ts';
import { whenFileEnds } from './file-end.ts';
import { startSmtpCapture } from './smtp.ts';

/** A part of a multipart body: a text field, or a file whose bytes come from `data` or are generated. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer }
  | { name: string; filename: string; contentType?: string; size: number; header: Buffer };

export const BOUNDARY = '----academy-hackathon-test';
export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
/** A Windows executable (MZ header + PE signature), to rename as .pdf. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
]);

/** `header` followed by filler up to `size` bytes. */
export const sized = (header: Buffer, size: number) =>
  Buffer.concat([header, Buffer.alloc(size - header.length, 0x20)]);

function partHead(part: Part): Buffer {
  if ('value' in part)
    return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`);
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
}

/** The whole body in memory (small bodies, app.inject). */
export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(partHead(part));
    if ('value' in part) chunks.push(Buffer.from(part.value));
    else if ('data' in part) chunks.push(part.data);
    else chunks.push(sized(part.header, part.size));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The body generated piece by piece (64 KB at a time), never whole in memory. */
export async function* multipartStream(parts: Part[]): AsyncGenerator<Buffer> {
  const filler = Buffer.alloc(64 * 1024, 0x20);
  for (const part of parts) {
    yield partHead(part);
    if ('value' in part) yield Buffer.from(part.value);
    else if ('data' in part) yield part.data;
    else {
      yield part.header;
      let left = part.size - part.header.length;
      while (left > 0) {
        const n = Math.min(left, filler.length);
        yield filler.subarray(0, n);
        left -= n;
      }
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

export function member(n: number, overrides: Partial<HackathonTeamInput['members'][number]> = {}) {
  return {
    name: `Name${n}`,
    surname: `Surname${n}`,
    nickname: `Nick${n}`,
    email: `member${n}@example.test`,
    phone: '0812345678',
    birthDate: '2003-04-05',
    university: 'Chulalongkorn University',
    faculty: 'Engineering',
    year: '3',
    club: 'Blockchain club',
    ...overrides,
  };
}

export function team(overrides: Partial<HackathonTeamInput> = {}, size = 2): HackathonTeamInput {
  return {
    teamName: `Team ${Math.random().toString(36).slice(2, 10)}`,
    category: 'university-student',
    members: Array.from({ length: size }, (_, i) => member(i + 1)),
    bosComponentUrl: 'https://near.social/academy.near/widget/Team',
    consent: true,
    seminarAttendance: true,
    ...overrides,
  };
}

/** The team field and one small PDF resume per member, plus `extra` parts. */
export function teamParts(value: unknown, resumes: number, extra: Part[] = []): Part[] {
  return [
    { name: 'team', value: JSON.stringify(value) },
    ...Array.from({ length: resumes }, (_, i) => ({ name: `resume.${i}`, filename: `cv${i}.pdf`, data: PDF })),
    ...extra,
  ];
}

/** Config for hackathon tests: a temp DATA_DIR, and limits no test reaches unless it sets them. */
export function hackathonConfig(overrides: Partial<Config> = {}): Partial<Config> {
  return accountConfig({
    HACKATHON_REGISTRATIONS_PER_USER_PER_DAY: 10_000,
    HACKATHON_REGISTRATIONS_PER_IP_PER_DAY: 10_000,
    ...overrides,
  });
}

/** An app for hackathon tests, its DATA_DIR and a mail catcher (closed when the test file ends). */
export async function hackathonApp(overrides: Partial<Config> = {}) {
  const smtp = await startSmtpCapture();
  whenFileEnds(() => smtp.close());
  const config = hackathonConfig({ SMTP_URL: smtp.url, ...overrides });
  const app = await buildTestApp({ config });
  return { app, dataDir: String(config.DATA_DIR), smtp };
}

/** Teams registered so far. */
export async function teamCount(app: FastifyInstance): Promise<number> {
  const result = await app.db.execute(sql`select count(*)::int as n from hackathon_teams`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

const sessions = new WeakMap<FastifyInstance, Map<string, Record<string, string>>>();

/**
 * The auth header of a signed-in user with this email (created on first use, once per app). By
 * default the email of `member(1)`, the first member of `team()`: the usual submitter.
 */
export async function signedIn(
  app: FastifyInstance,
  email = member(1).email,
  user: { phishingWords?: string } = {},
): Promise<Record<string, string>> {
  const known = sessions.get(app) ?? new Map<string, Record<string, string>>();
  sessions.set(app, known);
  const existing = known.get(email.toLowerCase());
  if (existing) return existing;
  const created = await createUser(app, { email: email.toLowerCase(), ...user });
  const { token } = await createSession(app, created);
  const headers = { authorization: `Bearer ${token}` };
  known.set(email.toLowerCase(), headers);
  return headers;
}

/** POST /team-hackathons as the signed-in first member (`headers` add to or replace that). */
export async function post(app: FastifyInstance, parts: Part[], headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/team-hackathons',
    headers: { ...multipartHeaders, ...(await signedIn(app)), ...headers },
    payload: multipartBody(parts),
  });
}

/** Files under a directory, recursively (relative paths). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The app listening on a random loopback port (for real streamed uploads). */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Streams a multipart body over a real connection; resolves with the status and JSON body. */
export function streamUpload(
  port: number,
  parts: Part[],
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/team-hackathons',
        headers: { ...multipartHeaders, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
        );
      },
    );
    request.on('error', reject);
    (async () => {
      for await (const chunk of multipartStream(parts)) {
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
      }
      request.end();
    })().catch(reject);
  });
}
