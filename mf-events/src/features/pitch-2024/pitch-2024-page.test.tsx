import { screen, within } from '@testing-library/react';
import { renderRoutes, setupMockApi } from '@academy/testing';
import { Pitch2024Page } from './pitch-2024-page';
import '../../i18n';

// the page asks for its results (none yet in these tests: the API says 404)
setupMockApi();

const at = (now: Date) => [{ path: 'pitch-2024', element: <Pitch2024Page now={now} /> }];

function scheduleItems() {
  return within(screen.getByRole('list', { name: 'Schedule' })).getAllByRole('listitem');
}

describe('pitch 2024 page', () => {
  it('shows the six schedule steps with their dates and says applications are closed today', async () => {
    const { routes } = await import('../../routes');
    renderRoutes(routes, '/en/pitch-2024');
    expect(await screen.findByText('Applications are closed')).toBeInTheDocument();
    // ICU decides the spacing around range dashes (thin spaces in recent versions).
    const items = scheduleItems().map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(items).toHaveLength(6);
    [
      /^16 September ?– ?6 October 2024 ?Applications ?Done$/,
      /^23 September 2024 ?Judges announced ?Done$/,
      /^14 ?– ?15 October 2024 ?Online pitch ?Done$/,
      /^16 October 2024 ?Finalists announced ?Done$/,
      /^19 October 2024 ?Final round ?Done$/,
      /^20 October 2024 ?Awards ceremony ?Done$/,
    ].forEach((pattern, index) => expect(items[index]).toMatch(pattern));
    expect(screen.getByText('Applicants must be at least 20 years old.')).toBeInTheDocument();
    expect(screen.getByText('Teams of 1 to 5 people.')).toBeInTheDocument();
  });

  it('says applications are open on a date inside the window, and marks the running step', async () => {
    renderRoutes(at(new Date('2024-09-23T10:00:00+07:00')), '/en/pitch-2024');
    expect(await screen.findByText('Applications are open until 6 October 2024')).toBeInTheDocument();
    expect(screen.queryByText('Applications are closed')).not.toBeInTheDocument();
    const items = scheduleItems();
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it('says when applications will open before the window', async () => {
    renderRoutes(at(new Date('2024-09-01T00:00:00+07:00')), '/en/pitch-2024');
    expect(await screen.findByText('Applications open on 16 September 2024')).toBeInTheDocument();
  });

  it('formats Thai dates with Gregorian years, as the title says 2024', async () => {
    renderRoutes(at(new Date('2026-01-01T00:00:00Z')), '/th/pitch-2024');
    expect(await screen.findByText('ปิดรับสมัครแล้ว')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'กำหนดการ' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[5]).toHaveTextContent('20 ตุลาคม 2024');
  });
});
