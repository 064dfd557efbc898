import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { accountUser, mockApi, sessionAnswer } from '../../test/mock-http';

jest.setTimeout(20_000);

const member = (agreeToUpdate: boolean): SessionUser => ({
  id: 7,
  point: 0,
  kub: 0,
  subscription: null,
  bkNext: null,
  email: 'somchai@example.com',
  agreeToUpdate,
});

async function openProfile(agree: boolean, url = '/en/profile') {
  const api = mockApi({
    'GET /client/provinces': { data: [] },
    'GET /client/user-clients/session': { data: sessionAnswer(accountUser({ agreeToUpdate: agree })) },
    'PATCH /client/user-clients/me': { data: accountUser({ agreeToUpdate: !agree }) },
  });
  renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: member(agree) }));
  await screen.findByRole('tab', { selected: true });
  return { api, user: userEvent.setup() };
}

/** Issue 34 item 6: the weekly mail goes only to a learner who turned this on. */
describe('profile: agree to receive updates', () => {
  it('is off for a new account; ticking it and saving sends agreeToUpdate: true', async () => {
    const { api, user } = await openProfile(false);
    const consent = screen.getByRole('checkbox', { name: /Agree to receive updates/ });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.called('PATCH /client/user-clients/me')).toHaveLength(1));
    expect(api.called('PATCH /client/user-clients/me')[0]!.body).toMatchObject({ agreeToUpdate: true });
    await waitFor(() => expect(useSessionStore.getState().user?.agreeToUpdate).toBe(true));
  });

  it('shows a given consent and clears it (in Thai on the Thai page)', async () => {
    const { api, user } = await openProfile(true, '/th/profile');
    const consent = screen.getByRole('checkbox', { name: /ยินยอมรับข่าวสาร/ });
    expect(consent).toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูล' }));
    await waitFor(() => expect(api.called('PATCH /client/user-clients/me')).toHaveLength(1));
    expect(api.called('PATCH /client/user-clients/me')[0]!.body).toMatchObject({ agreeToUpdate: false });
  });
});
