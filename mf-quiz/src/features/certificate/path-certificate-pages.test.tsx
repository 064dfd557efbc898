import { configure, screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { setupMockApi } from '../../test/quiz-api-mock';

const api = setupMockApi();
jest.setTimeout(20_000);
// A busy machine renders slowly: wait up to 5 s for what a step shows.
configure({ asyncUtilTimeout: 5000 });

const pathCertificate = {
  kind: 'path',
  publicId: 'Path_publicCertificateId',
  holderName: 'Somchai Jaidee',
  holderNameSource: 'learner',
  pathSlug: 'crypto-basics',
  title: { en: 'Crypto basics', th: 'พื้นฐานคริปโต' },
  steps: 6,
  issuedAt: '2026-11-28T10:00:00.000Z',
};

describe("a learning path's certificate pages", () => {
  it('the certificate says the path was completed and its steps, not a grade', async () => {
    api.mockApi({ 'GET /client/certificates/Path_publicCertificateId': pathCertificate });
    renderRoutes(routes, '/en/certificates/Path_publicCertificateId');
    expect(await screen.findByTestId('certificate-holder')).toHaveTextContent('Somchai Jaidee');
    expect(screen.getByText('has completed the learning path')).toBeInTheDocument();
    expect(screen.getByTestId('certificate-title')).toHaveTextContent('Crypto basics');
    expect(screen.getByTestId('certificate-grade')).toHaveTextContent(
      'all 6 steps: each article read, each quiz passed',
    );
    expect(screen.queryByText(/grade/i)).toBeNull();
  });

  it('the public verification page names the path and its steps, in Thai', async () => {
    api.mockApi({ 'GET /client/certificates/Path_publicCertificateId': pathCertificate });
    renderRoutes(routes, '/th/certificates/verify/Path_publicCertificateId');
    expect(await screen.findByTestId('certificate-valid')).toHaveTextContent('ใบประกาศนี้ถูกต้อง');
    expect(screen.getByText('เส้นทางการเรียนรู้')).toBeInTheDocument();
    expect(screen.getByText('พื้นฐานคริปโต')).toBeInTheDocument();
    expect(screen.getByText('ครบทั้ง 6 ขั้น')).toBeInTheDocument();
    expect(screen.queryByText('เกรด')).toBeNull();
  });
});
