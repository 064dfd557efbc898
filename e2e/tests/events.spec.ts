import { expect, test, type Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mail';
import { gotoHydrated } from '../support/hydration';

// Events end to end: a visitor is asked to log in and comes back to the registration as its first
// member; a team registers for the hackathon with its files through the real API, the submitter's
// confirmation and the other member's invitation (the academy's words only) arrive in the mail
// catcher, the invited member signs in with that address and accepts, and the team is complete;
// the site's menus reach every page.

const PASSWORD = 'Academy1!';
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const MB = 1024 * 1024;

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-points')).toBeVisible();
}

/** A verified account, signed in; its email. */
async function loggedIn(page: Page) {
  const email = `hacker.${stamp()}@example.com`;
  await verifiedAccount(email, PASSWORD);
  await gotoHydrated(page, '/en/login');
  await logIn(page, email);
  return email;
}

const pdf = (name: string, size: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]),
});

async function fillMember(page: Page, index: number, email: string) {
  const member = page.getByTestId(`member-${index}`);
  await member.getByLabel('Name', { exact: true }).fill(`Ada${index}`);
  await member.getByLabel('Surname').fill('Lovelace');
  await member.getByLabel('Nickname').fill(`A${index}`);
  await member.getByLabel('Email').fill(email);
  await member.getByLabel('Phone').fill('0812345678');
  await member.getByLabel('Birth date').fill('2002-03-04');
  await member.getByLabel('University').fill('Chulalongkorn University');
  await member.getByLabel('Faculty').fill('Engineering');
  await member.getByLabel('Year of study').selectOption('3');
  await member.getByLabel('Club').fill('Blockchain club');
  await page.getByTestId(`resume-${index}`).setInputFiles(pdf(`cv-${index}.pdf`, 1.5 * MB));
}

test('a visitor pressing Register logs in and comes back to the form, as its first member', async ({ page }) => {
  const email = `visitor.${stamp()}@example.com`;
  await verifiedAccount(email, PASSWORD);
  await gotoHydrated(page, '/en/hackathon');
  await page.getByRole('button', { name: 'Register' }).click();
  const prompt = page.getByTestId('login-dialog');
  await expect(prompt).toContainText('Please log in to continue.');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/en/login');
  await logIn(page, email);
  await expect(page).toHaveURL('/en/hackathon?register=1');
  await expect(page.getByTestId('hackathon-form')).toBeVisible();
  await expect(page.getByTestId('member-0').getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('submitter-hint')).toContainText(email);
});

test('a team of two registers with files and progress; the second member gets an academy-only invitation, signs in with that address and accepts: the team is complete', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await loggedIn(page);
  await gotoHydrated(page, '/en/hackathon');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('hackathon-form')).toBeVisible();

  const team = `Team ${stamp()}`;
  // The signed-in user is the first member (the form starts with their email).
  const emails = [account, `ada1.${stamp()}@example.com`];
  await page.getByLabel('Team name').fill(team);
  await fillMember(page, 0, emails[0]!);
  await page.getByRole('button', { name: 'Add a member' }).click();
  await fillMember(page, 1, emails[1]!);
  await page
    .getByTestId('documents')
    .setInputFiles([
      pdf('plan.pdf', 2 * MB),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Our plan\n') },
    ]);
  await page.getByLabel('BOS component URL').fill('https://near.social/academy.near/widget/Team');
  await page.getByLabel(/at least 80% of the seminars/).check();
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Review' }).click();

  const review = page.getByTestId('hackathon-review');
  await expect(review).toContainText(team);
  await expect(review).toContainText(emails[1]!);

  // A slow uplink so the progress bars have time to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * MB,
  });
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByTestId('overall-progress')).toBeVisible();
  await expect(page.getByTestId('file-progress')).toHaveCount(4);

  const success = page.getByTestId('hackathon-success');
  await expect(success).toContainText(`Team ${team} is registered!`, { timeout: 30_000 });
  await expect(success).toContainText(`Ada1 Lovelace (A1) - ${emails[1]} - cv-1.pdf`);
  await expect(success).toContainText('notes.txt');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page.getByTestId('team-status')).toHaveText('Waiting for members');

  const confirmation = await waitForMail(account, (m) => m.subject.includes(team));
  expect(confirmation.subject).toBe(`Hackathon registration received: ${team} - Academy`);
  expect(confirmation.text).toContain('Ada0 Lovelace, Ada1 Lovelace');
  expect(confirmation.text).toContain('We invited the other member by email.');
  // The invited member did not ask for mail: nothing anyone typed is in it.
  const invitation = await waitForMail(emails[1]!);
  expect(invitation.subject).toBe('You are invited to join a hackathon team - Academy');
  for (const typed of [team, 'Ada', 'Lovelace', 'A0', 'A1', account, 'Chulalongkorn', 'near.social']) {
    expect(`${invitation.subject}\n${invitation.text}\n${invitation.html}`).not.toContain(typed);
  }
  const link = linkIn(invitation, '/en/hackathon-invitations');

  // The second member: an account with that address, signed out, follows the link.
  await verifiedAccount(emails[1]!, PASSWORD);
  const context = await browser.newContext({ baseURL });
  const invitee = await context.newPage();
  await gotoHydrated(invitee, link.pathname);
  await invitee.getByTestId('empty-state').getByRole('button', { name: 'Log in' }).click();
  await invitee.getByTestId('login-dialog').getByRole('button', { name: 'Log in' }).click();
  await expect(invitee).toHaveURL('/en/login');
  await logIn(invitee, emails[1]!);
  await expect(invitee).toHaveURL('/en/hackathon-invitations');
  const card = invitee.locator('[data-testid^="invitation-"]').filter({ hasText: team });
  await expect(card).toContainText(`Invited by Ada0 Lovelace (${account})`);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByTestId('invitation-status')).toHaveText('Accepted');
  await context.close();

  await gotoHydrated(page, '/en/hackathon');
  const mine = page.locator('[data-testid^="my-team-"]').filter({ hasText: team });
  await expect(mine.getByTestId('team-status')).toHaveText('Complete');
  await expect(mine).toContainText('Every member has accepted: your team is complete.');
});

test('the footer and the profile menu reach the events, feedback, coupons and history pages', async ({ page }) => {
  await loggedIn(page);
  await gotoHydrated(page, '/en');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [label, path] of [
    ['Hackathon', '/en/hackathon'],
    ['Business pitch 2024', '/en/pitch-2024'],
    ['Feedback & content requests', '/en/feedback'],
  ] as const) {
    await footer.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const [label, path] of [
    ['Quiz history', '/en/quiz-history'],
    ['Redeem history', '/en/redeem/history'],
    ['Reward tracking', '/en/rewards/tracking'],
    ['Coupons', '/en/coupons'],
    ['Feedback & content requests', '/en/feedback'],
  ] as const) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('"Events" lists each event with dates, status and prizes; Pitch 2024 is reached from it and shows its winners (360 px, Thai)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoHydrated(page, '/th/events');
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(2);
  const hackathon = cards.filter({ hasText: 'Academy BOS Hackathon 2027' });
  // the e2e API's registration window is the default one (open until 2100): open until the event is over
  await expect(hackathon.getByTestId('event-status')).toHaveText(/^(เปิดรับสมัคร|จบแล้ว)$/);
  // Gregorian years in Thai too, as the event's own name says 2027 (not the Buddhist era's 2570)
  await expect(hackathon.getByTestId('event-dates')).toContainText('2027');
  await expect(hackathon.getByTestId('event-dates')).not.toContainText('2570');
  await expect(hackathon.getByRole('definition').first()).toContainText('บาท');
  const pitch = cards.filter({ hasText: 'การแข่งขันนำเสนอธุรกิจคนรุ่นใหม่ 2024' });
  await expect(pitch.getByTestId('event-status')).toHaveText('จบแล้ว');
  await expect(pitch).toContainText('Rice Ledger');
  await pitch.getByRole('link', { name: /Pitch 2024/ }).click();
  await expect(page).toHaveURL(/\/th\/pitch-2024$/);
  await expect(page.getByTestId('pitch-results')).toContainText('Rice Ledger');
});

test('the header\'s "Events" opens the events list', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await page.getByRole('link', { name: 'Events' }).first().click();
  await expect(page).toHaveURL(/\/en\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});
