import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { certificate, reply, setupMockApi } from '../../test/quiz-api-mock';

const api = setupMockApi();
jest.setTimeout(20_000);
// A busy machine renders slowly: wait up to 5 s for what a step shows.
configure({ asyncUtilTimeout: 5000 });

describe('certificate pages', () => {
  it('shows the certificate with holder, quiz, grade, id and a QR code to the verification page; prints', async () => {
    api.mockApi({ 'GET /client/certificates/Zx9_publicCertificateId': certificate() });
    renderRoutes(routes, '/en/certificates/Zx9_publicCertificateId');
    expect(await screen.findByTestId('certificate-holder', {}, { timeout: 5000 })).toHaveTextContent('Somchai Jaidee');
    expect(screen.getByTestId('certificate-title')).toHaveTextContent('What is Bitcoin?');
    expect(screen.getByTestId('certificate-grade')).toHaveTextContent('with grade A+ (100%)');
    expect(screen.getByTestId('certificate-id')).toHaveTextContent('Zx9_publicCertificateId');
    expect(await screen.findByTitle('QR code: verify this certificate')).toBeInTheDocument();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print certificate' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Open the public verification page' })).toHaveAttribute(
      'href',
      '/en/certificates/verify/Zx9_publicCertificateId',
    );
  });

  it('shares with the system sheet, else copies the verification link', async () => {
    api.mockApi({ 'GET /client/certificates/Zx9_publicCertificateId': certificate() });
    renderRoutes(routes, '/en/certificates/Zx9_publicCertificateId');
    await screen.findByTestId('certificate-holder', {}, { timeout: 5000 });
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My certificate: What is Bitcoin?',
      url: 'http://localhost/en/certificates/verify/Zx9_publicCertificateId',
    });
    Object.assign(navigator, { share: undefined });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/en/certificates/verify/Zx9_publicCertificateId');
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('the public verification page shows who, what, grade and date to anyone; unknown ids are invalid', async () => {
    api.mockApi({ 'GET /client/certificates/Zx9_publicCertificateId': certificate() });
    const { unmount } = renderRoutes(routes, '/th/certificates/verify/Zx9_publicCertificateId');
    expect(await screen.findByTestId('certificate-valid', {}, { timeout: 5000 })).toHaveTextContent('ใบประกาศนี้ถูกต้อง');
    expect(screen.getByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByTestId('certificate-name-source')).toHaveTextContent('ชื่อที่ยืนยันตัวตน (KYC) แล้วโดยกระดานเทรด');
    expect(screen.getByText('บิตคอยน์คืออะไร')).toBeInTheDocument();
    expect(screen.getByText('A+ (100%)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('คิวอาร์โค้ด: ตรวจสอบใบประกาศนี้')).toBeInTheDocument());
    unmount();
    api.mockApi({
      'GET /client/certificates/nope-nope-nope': reply(404, {
        statusCode: 404,
        code: 'CERTIFICATE_NOT_FOUND',
        message: 'x',
      }),
    });
    renderRoutes(routes, '/en/certificates/verify/nope-nope-nope');
    expect(await screen.findByTestId('certificate-invalid')).toHaveTextContent(
      'No certificate with the id nope-nope-nope',
    );
  });

  it('marks a name the learner typed (not identity-verified), in English and Thai', async () => {
    api.mockApi({
      'GET /client/certificates/Zx9_publicCertificateId': certificate({
        holderName: 'Satoshi Nakamoto',
        holderNameSource: 'learner',
      }),
    });
    const { unmount } = renderRoutes(routes, '/en/certificates/verify/Zx9_publicCertificateId');
    expect(await screen.findByTestId('certificate-name-source', {}, { timeout: 5000 })).toHaveTextContent(
      'Name as given by the learner (not identity-verified)',
    );
    expect(screen.getByText('Satoshi Nakamoto')).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/th/certificates/verify/Zx9_publicCertificateId');
    expect(await screen.findByTestId('certificate-name-source', {}, { timeout: 5000 })).toHaveTextContent(
      'ชื่อตามที่ผู้เรียนกรอกเอง (ไม่ได้ยืนยันตัวตน)',
    );
  });

  it('a certificate that does not exist', async () => {
    renderRoutes(routes, '/en/certificates/unknown-id-123');
    expect(await screen.findByText('Certificate not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
