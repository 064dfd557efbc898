import { act, fireEvent, screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { Outlet, type RouteObject } from 'react-router';
import type { Language } from '@academy/contracts';
import { LoginDialog, http, queryClient, useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../routes';

// What the hackathon page's tests share: the routes with the login dialog, a fake API and the form's fields.

/** The shell renders the login dialog around the remotes; do the same here. */
export const withDialogs: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LoginDialog />
      </>
    ),
    children: routes,
  },
];

/** The signed-in user: the first member of the teams the tests fill in. */
export const user: SessionUser = {
  id: 1,
  point: 0,
  kub: 0,
  subscription: null,
  bkNext: null,
  name: 'Ada',
  surname: 'Lovelace',
  email: 'ada0@example.test',
  phoneNumber: '0812345678',
};
export const openWindow = { opensAt: '2026-01-01T00:00:00.000Z', closesAt: '2099-01-01T00:00:00.000Z', open: true };

export interface Reply {
  status?: number;
  data?: unknown;
}

/** Answers the shared `http` client: the registration window, and POST /team-hackathons from `register`. */
export function mockApi(
  window: typeof openWindow,
  register: (form: FormData, config: InternalAxiosRequestConfig) => Reply = () => ({ status: 500 }),
) {
  queryClient.clear();
  const posted: FormData[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const path = new URL(config.url ?? '', 'http://mock.test').pathname;
    let reply: Reply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } };
    if (path === '/team-hackathons/registration-window') reply = { data: window };
    if (config.method === 'post' && path === '/team-hackathons') {
      posted.push(config.data as FormData);
      reply = register(config.data as FormData, config);
    }
    const status = reply.status ?? 200;
    const response = { data: reply.data ?? null, status, statusText: '', headers: {}, config };
    if (status < 300) return response;
    throw new AxiosError('failed', String(status), config, {}, response);
  };
  return posted;
}

/** The form's labels and buttons in each language. */
export const labels = {
  en: {
    register: 'Register',
    teamName: 'Team name',
    name: 'Name',
    surname: 'Surname',
    nickname: 'Nickname',
    email: 'Email',
    phone: 'Phone',
    birthDate: 'Birth date',
    university: 'University',
    faculty: 'Faculty',
    year: 'Year of study',
    club: 'Club',
    addMember: 'Add a member',
    bos: 'BOS component URL',
    seminar: /at least 80% of the seminars/,
    consent: /I accept the terms/,
    review: 'Review',
    submit: 'Submit registration',
  },
  th: {
    register: 'ลงทะเบียน',
    teamName: 'ชื่อทีม',
    name: 'ชื่อ',
    surname: 'นามสกุล',
    nickname: 'ชื่อเล่น',
    email: 'อีเมล',
    phone: 'เบอร์โทรศัพท์',
    birthDate: 'วันเกิด',
    university: 'มหาวิทยาลัย',
    faculty: 'คณะ',
    year: 'ชั้นปี',
    club: 'ชมรม',
    addMember: 'เพิ่มสมาชิก',
    bos: 'URL ของ BOS component',
    seminar: /อย่างน้อย 80%/,
    consent: /ฉันยอมรับข้อกำหนด/,
    review: 'ตรวจสอบข้อมูล',
    submit: 'ส่งใบสมัคร',
  },
} as const;

/** The page with the signed-in `user`, Register pressed: the form. */
export async function openForm(lang: Language = 'en') {
  renderRoutes(withDialogs, `/${lang}/hackathon`);
  act(() => useSessionStore.getState().login(user));
  await userEvent.click(await screen.findByRole('button', { name: labels[lang].register }, { timeout: 15_000 }));
  return screen.findByTestId('hackathon-form', {}, { timeout: 15_000 });
}

export const member = (index: number) => within(screen.getByTestId(`member-${index}`));
export const fill = (scope: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
// Node's File: the test environment's FormData is Node's, which takes only its own Blobs.
export const file = (name: string, size = 10, type = 'application/pdf') =>
  new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
export const pick = (testId: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });

export function fillMember(index: number, email: string, lang: Language = 'en') {
  const m = member(index);
  const l = labels[lang];
  fill(m, l.name, `Ada${index}`);
  fill(m, l.surname, 'Lovelace');
  fill(m, l.nickname, `A${index}`);
  fill(m, l.email, email);
  fill(m, l.phone, '0812345678');
  fill(m, l.birthDate, '2002-03-04');
  fill(m, l.university, 'Chula');
  fill(m, l.faculty, 'Engineering');
  fill(m, l.year, '2');
  fill(m, l.club, 'Chain club');
}

/** A valid team of two whose first member is the signed-in `user`, with resumes and two documents. */
export async function fillValidTeam(lang: Language = 'en') {
  const l = labels[lang];
  fireEvent.change(screen.getByLabelText(l.teamName), { target: { value: 'Block Builders' } });
  fillMember(0, 'ada0@example.test', lang);
  await userEvent.click(screen.getByRole('button', { name: l.addMember }));
  fillMember(1, 'ada1@example.test', lang);
  pick('resume-0', [file('ada0.pdf')]);
  pick('resume-1', [file('ada1.pdf')]);
  pick('documents', [file('plan.pdf', 20), file('logo.png', 30, 'image/png')]);
  fireEvent.change(screen.getByLabelText(l.bos), { target: { value: 'https://near.social/x' } });
  await userEvent.click(screen.getByLabelText(l.seminar));
  await userEvent.click(screen.getByLabelText(l.consent));
}
