import { screen, within } from '@testing-library/react';
import type { AcademyEvent } from '@academy/contracts';
import { renderRoutes, setupMockApi } from '@academy/testing';
import { routes } from '../../routes';

const api = setupMockApi();

const hackathon: AcademyEvent = {
  slug: 'hackathon',
  name: 'Academy BOS Hackathon 2027',
  summary: 'Build a BOS component.',
  startsAt: '2027-02-19T17:00:00.000Z',
  endsAt: '2027-02-21T17:00:00.000Z',
  registrationOpensAt: '2026-12-31T17:00:00.000Z',
  registrationClosesAt: '2027-01-31T17:00:00.000Z',
  status: 'open',
  prizes: [{ place: 'Winner', prize: '100,000 THB' }],
  results: [],
};
const pitch: AcademyEvent = {
  ...hackathon,
  slug: 'pitch-2024',
  name: 'Next-generation business pitch 2024',
  startsAt: '2024-09-15T17:00:00.000Z',
  endsAt: '2024-10-20T17:00:00.000Z',
  status: 'finished',
  prizes: [{ place: 'Winner', prize: '200,000 THB' }],
  results: [{ place: 'Winner', team: 'Rice Ledger', project: 'Tracing rice' }],
};

describe('events page', () => {
  it('lists each event with its dates, status and prizes, or its winners once finished, linking its page', async () => {
    api.mockApi({ 'GET /client/events': [hackathon, pitch] });
    renderRoutes(routes, '/en/events');
    const cards = await screen.findAllByTestId('event-card', {}, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Academy BOS Hackathon 2027' })).toHaveAttribute(
      'href',
      '/en/hackathon',
    );
    expect(within(first).getByTestId('event-status')).toHaveTextContent('Registration open');
    expect(within(first).getByTestId('event-dates')).toHaveTextContent('20 February 2027 to 21 February 2027');
    expect(within(first).getByText('Registration: 1 January 2027 to 31 January 2027')).toBeInTheDocument();
    expect(within(first).getByRole('definition')).toHaveTextContent('100,000 THB');
    expect(within(second).getByTestId('event-status')).toHaveTextContent('Finished');
    expect(within(second).getByRole('heading', { name: 'Winners' })).toBeInTheDocument();
    expect(within(second).getByText('Rice Ledger: Tracing rice')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Pitch 2024: schedule, rules and results' })).toHaveAttribute(
      'href',
      '/en/pitch-2024',
    );
  });

  it('in Thai, with the status in Thai', async () => {
    api.mockApi({ 'GET /client/events': [{ ...hackathon, status: 'upcoming' }] });
    renderRoutes(routes, '/th/events');
    expect(await screen.findByTestId('event-status', {}, { timeout: 5000 })).toHaveTextContent('เร็ว ๆ นี้');
    expect(screen.getByRole('heading', { level: 1, name: 'กิจกรรม' })).toBeInTheDocument();
    expect(api.callsTo('GET /client/events')[0]?.headers.lang).toBe('th');
  });

  it('the Pitch 2024 page shows its winners from the API', async () => {
    api.mockApi({ 'GET /client/events/pitch-2024': pitch });
    renderRoutes(routes, '/en/pitch-2024');
    const results = await screen.findByTestId('pitch-results', {}, { timeout: 5000 });
    expect(within(results).getByRole('heading', { name: 'Results: the winners' })).toBeInTheDocument();
    expect(within(results).getByText('Rice Ledger: Tracing rice')).toBeInTheDocument();
  });
});
