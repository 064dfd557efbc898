import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http, useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import {
  fill,
  file,
  fillValidTeam,
  member,
  mockApi,
  openForm,
  openWindow,
  pick,
  type Reply,
} from '../../test/hackathon-page-harness';

// Whole forms on a busy machine.
jest.setTimeout(60_000);

describe('hackathon page', () => {
  beforeEach(() => {
    act(() => useSessionStore.getState().logout());
  });

  it('shows the rules from the constants', async () => {
    mockApi(openWindow);
    renderRoutes(routes, '/en/hackathon');
    await screen.findByRole('heading', { level: 1, name: 'Hackathon' }, { timeout: 15_000 });
    expect(screen.getByText(/Teams of 1 to 5 members/)).toBeInTheDocument();
    expect(screen.getByText(/at least 80% of the seminars/)).toBeInTheDocument();
    expect(screen.getByText('Up to 5 supplemental documents per team, at most 20 MB each.')).toBeInTheDocument();
    expect(screen.getByText('Accepted file types: .pdf .doc .docx .txt .jpeg .gif .png')).toBeInTheDocument();
  });

  it('outside the registration window: a closed message and no Register button', async () => {
    mockApi({ opensAt: '2020-01-01T00:00:00.000Z', closesAt: '2020-02-01T00:00:00.000Z', open: false });
    renderRoutes(routes, '/en/hackathon');
    expect(await screen.findByTestId('hackathon-closed')).toHaveTextContent('Registration closed on 1 February 2020.');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('before the registration window: when it opens, and no Register button', async () => {
    mockApi({ opensAt: '2999-01-01T00:00:00.000Z', closesAt: '2999-02-01T00:00:00.000Z', open: false });
    renderRoutes(routes, '/en/hackathon');
    expect(await screen.findByTestId('hackathon-closed')).toHaveTextContent('Registration opens on 1 January 2999.');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('adds and removes members between 1 and 5', async () => {
    mockApi(openWindow);
    await openForm();
    expect(screen.getAllByTestId(/^member-\d$/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove member 1' })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a member' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(add);
    expect(screen.getAllByTestId(/^member-\d$/)).toHaveLength(5);
    expect(add).toBeDisabled();
    fill(member(2), 'Name', 'Third');
    await userEvent.click(screen.getByRole('button', { name: 'Remove member 2' }));
    expect(screen.getAllByTestId(/^member-\d$/)).toHaveLength(4);
    expect(member(1).getByLabelText('Name')).toHaveValue('Third');
    expect(add).toBeEnabled();
  });

  it('shows the fields of the chosen category', async () => {
    mockApi(openWindow);
    await openForm();
    expect(member(0).getByLabelText('University')).toBeInTheDocument();
    expect(member(0).getByLabelText('Club')).toBeInTheDocument();
    expect(member(0).queryByLabelText('Company')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('General'));
    expect(member(0).getByLabelText('Occupation')).toBeInTheDocument();
    expect(member(0).getByLabelText('Company')).toBeInTheDocument();
    expect(member(0).queryByLabelText('University')).not.toBeInTheDocument();
  });

  it('shows field errors in place from the shared schema, including missing and wrong files', async () => {
    mockApi(openWindow);
    await openForm();
    pick('documents', [file('virus.exe')]);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Please enter the team name.')).toBeInTheDocument();
    // Common fields and the category's fields together, in one round (name, surname, email and
    // phone come from the session): nickname, university, faculty, year, club.
    expect(member(0).getAllByText('This field is required.')).toHaveLength(5);
    expect(member(0).getByText('Please enter a valid birth date.')).toBeInTheDocument();
    expect(member(0).getByText('Please attach a résumé for this member.')).toBeInTheDocument();
    expect(screen.getByText('Allowed files: .pdf .doc .docx .txt .jpeg .gif .png')).toBeInTheDocument();
    expect(screen.getByText('Please agree to attend at least 80% of the seminars.')).toBeInTheDocument();
    expect(screen.queryByTestId('hackathon-review')).not.toBeInTheDocument();
  });

  it('reviews, uploads with progress and shows the team summary', async () => {
    let resolveUpload: (reply: Reply) => void = () => undefined;
    const posted = mockApi(openWindow, () => ({ status: 201 }));
    const registration = {
      id: 7,
      teamName: 'Block Builders',
      category: 'university-student',
      language: 'en',
      bosComponentUrl: 'https://near.social/x',
      members: [0, 1].map((i) => ({
        name: `Ada${i}`,
        surname: 'Lovelace',
        nickname: `A${i}`,
        email: `ada${i}@example.test`,
        resume: { name: `ada${i}.pdf`, size: 10, type: 'application/pdf' },
      })),
      documents: [
        { name: 'plan.pdf', size: 20, type: 'application/pdf' },
        { name: 'logo.png', size: 30, type: 'image/png' },
      ],
      createdAt: '2026-11-23T00:00:00.000Z',
    };
    const adapter = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.method !== 'post') return adapter(config);
      posted.push(config.data as FormData);
      config.onUploadProgress?.({ loaded: 100, total: 400, bytes: 100, lengthComputable: true });
      const reply = await new Promise<Reply>((resolve) => (resolveUpload = resolve));
      return { data: reply.data, status: 201, statusText: '', headers: {}, config };
    };
    await openForm();
    await fillValidTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByTestId('hackathon-review');
    expect(review).toHaveTextContent('Block Builders');
    expect(review).toHaveTextContent('ada1@example.test');
    expect(review).toHaveTextContent('logo.png');
    await userEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Uploading… 25%')).toBeInTheDocument();
    expect(screen.getByTestId('overall-progress')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getAllByTestId('file-progress')).toHaveLength(4);
    await act(async () => resolveUpload({ data: registration }));
    const success = await screen.findByTestId('hackathon-success');
    expect(success).toHaveTextContent('Team Block Builders is registered!');
    expect(success).toHaveTextContent('Ada1 Lovelace (A1) - ada1@example.test - ada1.pdf');

    const form = posted[0]!;
    const team = JSON.parse(String(form.get('team')));
    expect(team).toMatchObject({
      teamName: 'Block Builders',
      category: 'university-student',
      consent: true,
      seminarAttendance: true,
    });
    expect(team.members[0]).not.toHaveProperty('company');
    expect((form.get('resume.1') as File).name).toBe('ada1.pdf');
    expect((form.getAll('documents') as File[]).map((f) => f.name)).toEqual(['plan.pdf', 'logo.png']);
  });

  it("puts the API's per-field errors back on their fields", async () => {
    mockApi(openWindow, () => ({
      status: 409,
      data: {
        statusCode: 409,
        code: 'HACKATHON_TEAM_NAME_TAKEN',
        message: 'x',
        details: [
          { path: 'teamName', message: 'This team name is already taken' },
          { path: 'documents.0', message: 'Allowed files: .pdf .doc .docx .txt .jpeg .gif .png' },
        ],
      },
    }));
    await openForm('en');
    await fillValidTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit registration' }));
    await screen.findByTestId('hackathon-form');
    expect(screen.getByText('This team name is already taken.')).toBeInTheDocument();
    expect(screen.getByText('Allowed files: .pdf .doc .docx .txt .jpeg .gif .png')).toBeInTheDocument();
  });
});
