import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeConfig, useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { accountUser, apiError, mockApi, sessionAnswer } from '../../test/mock-http';

jest.setTimeout(20_000);

const member: SessionUser = {
  id: 7,
  point: 120,
  kub: 1.2,
  subscription: null,
  bkNext: null,
  name: 'Somchai',
  surname: 'Jaidee',
  email: 'somchai@example.com',
};
const provinces = [
  { id: 1, code: '10', name_en: 'Bangkok', name_th: 'กรุงเทพมหานคร' },
  { id: 2, code: '50', name_en: 'Chiang Mai', name_th: 'เชียงใหม่' },
];

async function openDetails(routesTable: Parameters<typeof mockApi>[0] = {}, url = '/en/profile') {
  const api = mockApi({
    'GET /client/provinces': { data: provinces },
    'GET /client/user-clients/session': { data: sessionAnswer(accountUser()) },
    ...routesTable,
  });
  const rendered = renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: member }));
  await screen.findByRole('tab', { selected: true });
  return { api, ...rendered, user: userEvent.setup() };
}

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('profile details', () => {
  it('edits the profile: email read only, provinces from the API, PATCH and the store follows', async () => {
    const { api, user } = await openDetails({
      'PATCH /client/user-clients/me': {
        data: accountUser({ name: 'Somsak', phoneNumber: '0812345678', province: 'Chiang Mai', postcode: '50200' }),
      },
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const province = screen.getByLabelText('Province');
    await waitFor(() => expect(within(province).getByRole('option', { name: 'Chiang Mai' })).toBeInTheDocument());
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Somsak');
    await user.type(screen.getByLabelText('Phone number'), '081-234-5678');
    await user.selectOptions(province, 'Chiang Mai');
    await user.type(screen.getByLabelText('Postcode'), '50200');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.called('PATCH /client/user-clients/me')).toHaveLength(1));
    expect(api.called('PATCH /client/user-clients/me')[0]!.body).toMatchObject({
      name: 'Somsak',
      phoneNumber: '0812345678',
      province: 'Chiang Mai',
      postcode: '50200',
    });
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Somsak'));
    expect(api.called('GET /client/provinces')).toHaveLength(1);
  });

  it('says "Please enter a valid phone number" and does not save', async () => {
    const { api, user } = await openDetails();
    await user.type(screen.getByLabelText('Phone number'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(api.called('PATCH /client/user-clients/me')).toHaveLength(0);
  });

  it('shows the province names in Thai on the Thai page', async () => {
    await openDetails({}, '/th/profile');
    await waitFor(() => expect(screen.getByRole('option', { name: 'เชียงใหม่' })).toBeInTheDocument());
  });

  it('rejects an image over 5 MB before sending it', async () => {
    const { api } = await openDetails();
    fireEvent.change(screen.getByTestId('profile-image-input'), {
      target: { files: [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByTestId('profile-image-error')).toHaveTextContent(
      'The file is too large: the maximum size is 5 MB. Please choose a smaller file and try again.',
    );
    expect(api.called('POST /client/user-clients/me/profile-image')).toHaveLength(0);
  });

  it('rejects a file that is not an image', async () => {
    await openDetails();
    fireEvent.change(screen.getByTestId('profile-image-input'), {
      target: { files: [file('cv.pdf', 'application/pdf', 1000)] },
    });
    expect(await screen.findByTestId('profile-image-error')).toHaveTextContent('Please choose an image file');
  });

  it('uploads an image of 5 MB or less and shows it', async () => {
    const { api } = await openDetails({
      'POST /client/user-clients/me/profile-image': { data: { profileImage: 'http://api/img/7.png' } },
    });
    fireEvent.change(screen.getByTestId('profile-image-input'), {
      target: { files: [file('me.png', 'image/png', 5 * 1024 * 1024)] },
    });
    await waitFor(() => expect(useSessionStore.getState().user?.profileImage).toBe('http://api/img/7.png'));
    expect(api.called('POST /client/user-clients/me/profile-image')[0]!.body).toBeInstanceOf(FormData);
    expect(screen.queryByTestId('profile-image-error')).not.toBeInTheDocument();
  });

  it('an API-relative image path becomes an absolute URL on the API (the avatar loads from the site origin)', async () => {
    await openDetails({
      'POST /client/user-clients/me/profile-image': {
        data: { profileImage: '/client/user-clients/profile-images/0b7e.webp' },
      },
    });
    fireEvent.change(screen.getByTestId('profile-image-input'), {
      target: { files: [file('me.png', 'image/png', 1000)] },
    });
    const expected = `${runtimeConfig().apiUrl.replace(/\/+$/, '')}/client/user-clients/profile-images/0b7e.webp`;
    await waitFor(() => expect(useSessionStore.getState().user?.profileImage).toBe(expected));
    expect(screen.getByRole('img', { name: /profile/i })).toHaveAttribute('src', expected);
  });

  it('shows the image limit in Thai', async () => {
    await openDetails({}, '/th/profile');
    fireEvent.change(screen.getByTestId('profile-image-input'), {
      target: { files: [file('big.png', 'image/png', 6 * 1024 * 1024)] },
    });
    expect(await screen.findByTestId('profile-image-error')).toHaveTextContent('ขนาดสูงสุดคือ 5 MB');
  });

  async function changePassword(user: ReturnType<typeof userEvent.setup>, oldPassword: string, newPassword: string) {
    await user.type(screen.getByLabelText('Old password'), oldPassword);
    await user.type(screen.getByLabelText('New password'), newPassword);
    await user.type(screen.getByLabelText('Confirm password'), newPassword);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('changes the password', async () => {
    const { api, user } = await openDetails({
      'POST /client/user-clients/change-password': { data: { ok: true, message: 'Password changed.' } },
    });
    await changePassword(user, 'Oldpass1!', 'Newpass1!');
    await waitFor(() => expect(api.called('POST /client/user-clients/change-password')).toHaveLength(1));
    expect(api.called('POST /client/user-clients/change-password')[0]!.body).toEqual({
      oldPassword: 'Oldpass1!',
      newPassword: 'Newpass1!',
      confirmPassword: 'Newpass1!',
    });
    await waitFor(() => expect(screen.getByLabelText('Old password')).toHaveValue(''));
  });

  it('shows "Old password incorrect" on the old password', async () => {
    const { user } = await openDetails({
      'POST /client/user-clients/change-password': apiError(400, 'PASSWORD_OLD_INCORRECT'),
    });
    await changePassword(user, 'Wrongpass1!', 'Newpass1!');
    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "The new password must be different from the old one" (client check and API answer)', async () => {
    const { api, user } = await openDetails({
      'POST /client/user-clients/change-password': apiError(400, 'PASSWORD_SAME_AS_OLD'),
    });
    await changePassword(user, 'Samepass1!', 'Samepass1!');
    expect(await screen.findByText('The new password must be different from the old one')).toBeInTheDocument();
    expect(api.called('POST /client/user-clients/change-password')).toHaveLength(0);
  });

  it('offers to link the exchange account while KYC is not verified', async () => {
    await openDetails();
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Not verified');
    expect(screen.getByRole('button', { name: 'Link your exchange account' })).toBeInTheDocument();
  });

  it('prefills from the exchange KYC only after the user confirms', async () => {
    const { api, user } = await openDetails({
      'GET /client/user-clients/me/kyc-prefill': {
        data: {
          kycStatus: 'verified',
          name: 'Somchai',
          surname: 'Jaidee',
          phoneNumber: '+66812345678',
          address: '99/1 Sukhumvit',
          province: 'Bangkok',
          postcode: '10110',
        },
      },
      'PATCH /client/user-clients/me': {
        data: accountUser({ phoneNumber: '+66812345678', address: '99/1 Sukhumvit' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Fill from my exchange KYC' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('kyc-prefill')).toHaveTextContent('+66812345678');
    expect(api.called('PATCH /client/user-clients/me')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save these details' }));
    await waitFor(() => expect(api.called('PATCH /client/user-clients/me')).toHaveLength(1));
    expect(api.called('PATCH /client/user-clients/me')[0]!.body).toEqual({
      name: 'Somchai',
      surname: 'Jaidee',
      phoneNumber: '+66812345678',
      address: '99/1 Sukhumvit',
      province: 'Bangkok',
      postcode: '10110',
    });
    await waitFor(() => expect(useSessionStore.getState().user?.address).toBe('99/1 Sukhumvit'));
  });

  it('asks to link first when no exchange account is linked (the API answers 404)', async () => {
    const { user } = await openDetails({ 'GET /client/user-clients/me/kyc-prefill': apiError(404, 'NOT_FOUND') });
    await user.click(screen.getByRole('button', { name: 'Fill from my exchange KYC' }));
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Link your exchange account first',
    );
  });
});

describe('favourites tab', () => {
  const card = (id: number, title: string) => ({
    id,
    type: 'blog',
    status: 'SAVED',
    savedAt: '2025-01-01T00:00:00.000Z',
    blog: {
      id,
      slug: `post-${id}`,
      title,
      summary: 'Summary',
      category: { id: 1, slug: 'defi', name: 'DeFi' },
      difficulty: 'BEGINNER',
      readingTime: 5,
      exclusive: false,
      highlight: false,
      viewCount: 1,
      tags: [],
      publishedAt: '2025-01-01T00:00:00.000Z',
      language: 'en',
      fallback: false,
    },
  });

  it('lists the saved blogs and unsaves one', async () => {
    let saved = [card(11, 'What is DeFi'), card(12, 'Layer 2')];
    const api = mockApi({
      'GET /client/favorites': () => ({ data: saved }),
      'PUT /client/favorites/11': () => {
        saved = saved.filter((f) => f.id !== 11);
        return { data: { id: 11, type: 'blog', status: 'UNSAVED', updatedAt: '2025-01-02T00:00:00.000Z' } };
      },
    });
    renderRoutes(routes, '/en/profile/favourites');
    act(() => useSessionStore.setState({ user: member }));
    expect(await screen.findAllByTestId('favourite-item')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'What is DeFi' })).toHaveAttribute('href', '/en/articles/post-11');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove What is DeFi from favourites' }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-item')).toHaveLength(1));
    expect(api.called('PUT /client/favorites/11')[0]!.body).toEqual({ type: 'blog', status: 'UNSAVED' });
    expect(api.called('GET /client/favorites')[0]!.params).toMatchObject({ _start: 0, _limit: 12 });
  });

  it('shows an empty state and an error with retry', async () => {
    mockApi({ 'GET /client/favorites': apiError(500, 'INTERNAL_ERROR') });
    renderRoutes(routes, '/en/profile/favourites');
    act(() => useSessionStore.setState({ user: member }));
    expect(await screen.findByText('Your favourites could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
    mockApi({ 'GET /client/favorites': { data: [] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No favourite articles yet')).toBeInTheDocument();
  });
});
