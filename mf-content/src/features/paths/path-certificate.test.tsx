import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { learningPath, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const user = { id: 7, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser;
const steps = ['what-is-blockchain', 'what-is-bitcoin', 'layer-2-rollups'];
const progress = (overrides: { done: number; certificateId?: string | null }) => ({
  slug: 'crypto-basics',
  steps: steps.map((slug, i) => ({ slug, read: i < overrides.done, quizPassed: i < overrides.done })),
  total: 3,
  next: overrides.done < 3 ? steps[overrides.done] : null,
  certificateId: null,
  ...overrides,
});
const certificate = {
  kind: 'path',
  publicId: 'pathCertificate1234567890',
  holderName: 'Somchai Jaidee',
  holderNameSource: 'learner',
  pathSlug: 'crypto-basics',
  title: { en: 'Crypto basics', th: 'พื้นฐานคริปโต' },
  steps: 3,
  issuedAt: '2026-11-28T10:00:00.000Z',
};

describe("a learning path's certificate", () => {
  it('a completed path: Get your certificate claims it (POST), then links to it', async () => {
    api.mockApi({
      'GET /client/paths/crypto-basics': learningPath(),
      'GET /client/v2/paths/progress': [progress({ done: 3 })],
      'POST /client/v2/paths/crypto-basics/certificate': certificate,
    });
    renderRoutes(routes, '/en/paths/crypto-basics');
    await act(() => useSessionStore.setState({ user }));
    await userEvent.click(await screen.findByRole('button', { name: 'Get your certificate' }));
    expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/en/certificates/pathCertificate1234567890',
    );
    expect(api.callsTo('POST /client/v2/paths/crypto-basics/certificate')).toHaveLength(1);
  });

  it('a claimed certificate is a link at once, in Thai; nothing is posted', async () => {
    api.mockApi({
      'GET /client/paths/crypto-basics': learningPath(),
      'GET /client/v2/paths/progress': [progress({ done: 3, certificateId: certificate.publicId })],
    });
    renderRoutes(routes, '/th/paths/crypto-basics');
    await act(() => useSessionStore.setState({ user }));
    expect(await screen.findByRole('link', { name: 'ดูใบประกาศของคุณ' })).toHaveAttribute(
      'href',
      '/th/certificates/pathCertificate1234567890',
    );
    expect(screen.queryByRole('button', { name: 'รับใบประกาศของคุณ' })).toBeNull();
    expect(api.callsTo('POST /client/v2/paths/crypto-basics/certificate')).toHaveLength(0);
  });

  it('a refused claim shows its localized reason', async () => {
    api.mockApi({
      'GET /client/paths/crypto-basics': learningPath(),
      'GET /client/v2/paths/progress': [progress({ done: 3 })],
      'POST /client/v2/paths/crypto-basics/certificate': reply(409, {
        statusCode: 409,
        code: 'PROFILE_NAME_REQUIRED',
        message: 'x',
      }),
    });
    renderRoutes(routes, '/th/paths/crypto-basics');
    await act(() => useSessionStore.setState({ user }));
    await userEvent.click(await screen.findByRole('button', { name: 'รับใบประกาศของคุณ' }));
    expect(await screen.findByTestId('path-certificate-error')).toHaveTextContent('กรุณากรอกชื่อในโปรไฟล์');
  });

  it('no certificate offered before the path is complete', async () => {
    api.mockApi({
      'GET /client/paths/crypto-basics': learningPath(),
      'GET /client/v2/paths/progress': [progress({ done: 2 })],
    });
    renderRoutes(routes, '/en/paths/crypto-basics');
    await act(() => useSessionStore.setState({ user }));
    expect(await screen.findByRole('link', { name: 'Continue: Layer 2 rollups' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get your certificate' })).toBeNull();
  });
});
