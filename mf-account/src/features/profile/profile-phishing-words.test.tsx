import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toSessionPatch, useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { accountUser, apiError, mockApi } from '../../test/mock-http';

jest.setTimeout(20_000);

/** The profile's details tab of a signed-in member whose address is (or is not) verified. */
async function openDetails(emailVerified: boolean, url = '/en/profile', patch = {}) {
  const api = mockApi({ 'GET /client/provinces': { data: [] }, ...patch });
  renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: toSessionPatch(accountUser({ emailVerified })) }));
  await screen.findByRole('tab', { selected: true });
  return api;
}

describe('anti-phishing words in the profile', () => {
  it('an unverified address cannot set them, and the field says why (en and th)', async () => {
    await openDetails(false);
    expect(screen.getByLabelText('Anti-phishing words')).toBeDisabled();
    expect(screen.getByText(/Verify your email address to set anti-phishing words/)).toBeInTheDocument();
  });

  it('says why in Thai too', async () => {
    await openDetails(false, '/th/profile');
    expect(screen.getByLabelText('รหัสป้องกันฟิชชิง')).toBeDisabled();
    expect(screen.getByText(/ยืนยันอีเมลของคุณก่อนจึงจะตั้งรหัสป้องกันฟิชชิงได้/)).toBeInTheDocument();
  });

  it('a verified address sets them; a refusal of the API is shown in its words', async () => {
    const api = await openDetails(true, '/en/profile', {
      'PATCH /client/user-clients/me': apiError(409, 'PHISHING_WORDS_EMAIL_NOT_VERIFIED'),
    });
    const field = screen.getByLabelText('Anti-phishing words');
    expect(field).toBeEnabled();
    expect(screen.getByText('Emails from us always show these words.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field, 'blue otter');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.called('PATCH /client/user-clients/me')).toHaveLength(1));
    expect(api.called('PATCH /client/user-clients/me')[0]!.body).toMatchObject({ phishingWords: 'blue otter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verify your email address before setting anti-phishing words.',
    );
  });
});
