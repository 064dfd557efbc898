import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import {
  fill,
  fillValidTeam,
  labels,
  member,
  mockApi,
  openForm,
  openWindow,
  user,
  withDialogs,
  type Reply,
} from '../../test/hackathon-page-harness';

// Who registers: a signed-in user, as one of the members; and the API's refusals, in en and th.

const apiError = (status: number, code: string, details?: { path: string; message: string }[]): Reply => ({
  status,
  data: { statusCode: status, code, message: 'x', ...(details ? { details } : {}) },
});

/** Fills a valid team, reviews and submits; resolves once the API has answered. */
async function submitTeam(lang: Language) {
  await fillValidTeam(lang);
  await userEvent.click(screen.getByRole('button', { name: labels[lang].review }));
  await userEvent.click(await screen.findByRole('button', { name: labels[lang].submit }));
}

// Whole forms on a busy machine.
jest.setTimeout(60_000);

describe('hackathon registration: who registers', () => {
  beforeEach(() => {
    act(() => useSessionStore.getState().logout());
  });

  it('a visitor pressing Register gets the login prompt, which brings them back with the form open', async () => {
    mockApi(openWindow);
    renderRoutes(withDialogs, '/en/hackathon');
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }, { timeout: 15_000 }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Please log in to continue.');
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/hackathon?register=1');
    expect(screen.queryByTestId('hackathon-form')).not.toBeInTheDocument();
  });

  it('back from login (?register=1) and signed in: the form is open, the first member is the user', async () => {
    mockApi(openWindow);
    renderRoutes(withDialogs, '/en/hackathon?register=1');
    act(() => useSessionStore.getState().login(user));
    await screen.findByTestId('hackathon-form', {}, { timeout: 15_000 });
    expect(member(0).getByLabelText('Name')).toHaveValue('Ada');
    expect(member(0).getByLabelText('Surname')).toHaveValue('Lovelace');
    expect(member(0).getByLabelText('Email')).toHaveValue('ada0@example.test');
    expect(member(0).getByLabelText('Phone')).toHaveValue('0812345678');
    expect(member(0).getByLabelText('Nickname')).toHaveValue('');
    expect(screen.getByTestId('submitter-hint')).toHaveTextContent(
      "You register as a member of the team: ada0@example.test (your account) must be one of the members' emails.",
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('a visitor on ?register=1 sees the Register button, not the form', async () => {
    mockApi(openWindow);
    renderRoutes(withDialogs, '/en/hackathon?register=1');
    expect(await screen.findByRole('button', { name: 'Register' }, { timeout: 15_000 })).toBeEnabled();
    expect(screen.queryByTestId('hackathon-form')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your own email must be one of the members.'],
    ['th', 'อีเมลของคุณเองต้องเป็นอีเมลของสมาชิกคนใดคนหนึ่ง'],
  ] as const)(
    "(%s) the user's email is no member's: Review says so on the first member's email, nothing sent",
    async (lang, message) => {
      const posted = mockApi(openWindow);
      await openForm(lang);
      await fillValidTeam(lang);
      fill(member(0), labels[lang].email, 'someone.else@example.test');
      await userEvent.click(screen.getByRole('button', { name: labels[lang].review }));
      expect(await member(0).findByText(message)).toBeInTheDocument();
      expect(screen.queryByTestId('hackathon-review')).not.toBeInTheDocument();
      // As the second member instead, the team goes to review.
      fill(member(1), labels[lang].email, 'ADA0@example.test');
      await userEvent.click(screen.getByRole('button', { name: labels[lang].review }));
      expect(await screen.findByTestId('hackathon-review')).toBeInTheDocument();
      expect(posted).toHaveLength(0);
    },
  );

  it("(th) the API's HACKATHON_SUBMITTER_NOT_MEMBER goes back onto the first member's email", async () => {
    mockApi(openWindow, () =>
      apiError(400, 'HACKATHON_SUBMITTER_NOT_MEMBER', [
        { path: 'members.0.email', message: 'Your own email must be one of the members' },
      ]),
    );
    await openForm('th');
    await submitTeam('th');
    await screen.findByTestId('hackathon-form');
    expect(member(0).getByText('อีเมลของคุณเองต้องเป็นอีเมลของสมาชิกคนใดคนหนึ่ง')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      507,
      'HACKATHON_STORAGE_FULL',
      "Registration cannot be accepted right now: the hackathon's file storage is full. Please contact us.",
    ],
    ['th', 507, 'HACKATHON_STORAGE_FULL', 'ขณะนี้ไม่สามารถรับลงทะเบียนได้ เนื่องจากพื้นที่จัดเก็บไฟล์ของแฮกกาธอนเต็มแล้ว กรุณาติดต่อเรา'],
    ['en', 429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'],
    ['th', 429, 'RATE_LIMITED', 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง'],
  ] as const)('(%s) the API answers %s %s: the review step says so', async (lang, status, code, message) => {
    mockApi(openWindow, () => apiError(status, code));
    await openForm(lang);
    await submitTeam(lang);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('hackathon-review')).toBeInTheDocument();
  });
});
