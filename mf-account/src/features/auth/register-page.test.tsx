import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi } from '../../test/mock-http';

const messages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  mismatch: 'The passwords do not match',
  terms: 'Please agree to the terms and conditions',
};
/** The API's words for a weak password (also the field's hint until it has an error). */
const passwordRules =
  'Password must be at least 8 characters with lower- and upper-case letters, digits and a special character (@$!%*?_#&)';
/** 255 characters: a well-formed address longer than the API takes (254). */
const tooLongEmail = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;

async function submitRegister({
  email = 'new@example.com',
  password = 'Abcdef1!',
  confirm,
  terms = true,
}: { email?: string; password?: string; confirm?: string; terms?: boolean } = {}) {
  confirm ??= password;
  renderRoutes(routes, '/en/register');
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

function expectOnly(...shown: (keyof typeof messages)[]) {
  for (const [key, text] of Object.entries(messages)) {
    if (shown.includes(key as keyof typeof messages)) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

describe('register page', () => {
  it('registers and asks the user to check their email', async () => {
    const api = mockApi({ 'POST /client/user-clients/register': { status: 201, data: { ok: true, message: 'sent' } } });
    await submitRegister();
    expect(await screen.findByTestId('register-success')).toHaveTextContent('Check your email');
    expect(screen.getByTestId('register-success')).toHaveTextContent('new@example.com');
    expect(api.called('POST /client/user-clients/register')[0]!.body).toEqual({
      email: 'new@example.com',
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
      acceptTerms: true,
      language: 'en',
    });
  });

  it('shows "Email is duplicate." on the email field', async () => {
    mockApi({ 'POST /client/user-clients/register': apiError(409, 'REGISTER_EMAIL_DUPLICATE') });
    await submitRegister();
    expect(await screen.findByText('An account with this email address already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('register-success')).not.toBeInTheDocument();
  });

  it('shows "Email is duplicate." in Thai on the Thai page', async () => {
    mockApi({ 'POST /client/user-clients/register': apiError(409, 'REGISTER_EMAIL_DUPLICATE') });
    renderRoutes(routes, '/th/register');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('อีเมล'), 'new@example.com');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Abcdef1!');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'Abcdef1!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByText('อีเมลนี้ถูกใช้ลงทะเบียนแล้ว')).toBeInTheDocument();
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['without a lower-case letter', 'ABCDEF1!'],
    ['without an upper-case letter', 'abcdef1!'],
    ['without a digit', 'Abcdefg!'],
    ['without a special character', 'Abcdefg1'],
  ] as const)('rejects a password %s, in the words of the API', async (_case, password) => {
    await submitRegister({ password });
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(passwordRules)).toBeInTheDocument();
    expectOnly();
  });

  it('rejects an email longer than the API takes, in English and in Thai', async () => {
    const api = mockApi({});
    await submitRegister({ email: tooLongEmail });
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    cleanup();
    renderRoutes(routes, '/th/register');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('อีเมล'), tooLongEmail);
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeInTheDocument();
    expect(api.called('POST /client/user-clients/register')).toHaveLength(0);
  });

  it('registers an address the API takes (Thai letters), lower-cased like the API does', async () => {
    const api = mockApi({ 'POST /client/user-clients/register': { status: 201, data: { ok: true, message: 'sent' } } });
    await submitRegister({ email: 'สมชาย@ตัวอย่าง.ไทย' });
    expect(await screen.findByTestId('register-success')).toBeInTheDocument();
    expect(api.called('POST /client/user-clients/register')[0]!.body).toMatchObject({ email: 'สมชาย@ตัวอย่าง.ไทย' });
  });

  it('rejects a confirm password that does not match', async () => {
    await submitRegister({ confirm: 'Abcdef1?' });
    expect(await screen.findByText(messages.mismatch)).toBeInTheDocument();
    expectOnly('mismatch');
  });

  it('requires agreeing to the terms and conditions', async () => {
    await submitRegister({ terms: false });
    expect(await screen.findByText(messages.terms)).toBeInTheDocument();
    expectOnly('terms');
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('requires a valid email', async () => {
    await submitRegister({ email: 'not-an-email' });
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expectOnly('emailInvalid');
  });
});
