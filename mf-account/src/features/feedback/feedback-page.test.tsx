import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi } from '../../test/mock-http';

const messages = {
  topic: 'Please choose a topic',
  required: 'Please enter your message',
  max: 'The message can be at most 1000 characters long',
  invalid: 'The message is not valid',
};

async function submitFeedback({
  topic = 'Feedback',
  message = 'Please add more articles about DeFi.',
}: {
  topic?: string;
  message?: string;
}) {
  renderRoutes(routes, '/en/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Content request and feedback' });
  act(() => useSessionStore.setState({ user: { id: 1, point: 0, kub: 0, subscription: null, bkNext: null } }));
  const user = userEvent.setup();
  if (topic) await user.selectOptions(screen.getByLabelText('Topic'), topic);
  if (message) {
    await user.click(screen.getByLabelText('Message'));
    await user.paste(message);
  }
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

function expectOnly(...shown: (keyof typeof messages)[]) {
  for (const [key, text] of Object.entries(messages)) {
    if (shown.includes(key as keyof typeof messages)) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

describe('feedback page', () => {
  const created = {
    status: 201,
    data: { id: 1, topic: 'feedback', message: 'm', createdAt: '2025-01-01T00:00:00.000Z' },
  };

  it('sends a topic and a message to POST /client/feedbacks with the session', async () => {
    const api = mockApi({ 'POST /client/feedbacks': created });
    await submitFeedback({});
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent('Thank you! Your message has been sent.');
    const [call] = api.called('POST /client/feedbacks');
    expect(call!.body).toEqual({ topic: 'feedback', message: 'Please add more articles about DeFi.' });
    // signed in by the API's HttpOnly cookie: no token header (the spec's `type: user` marker only)
    expect(call!.headers.Authorization).toBeUndefined();
    expect(call!.headers.type).toBe('user');
    expectOnly();
  });

  it('accepts a Thai message of exactly 1000 characters', async () => {
    const api = mockApi({ 'POST /client/feedbacks': created });
    await submitFeedback({ topic: 'Content request', message: 'ก'.repeat(1000) });
    expect(await screen.findByTestId('feedback-sent')).toBeInTheDocument();
    expect(api.called('POST /client/feedbacks')[0]!.body).toEqual({
      topic: 'content-request',
      message: 'ก'.repeat(1000),
    });
    expectOnly();
  });

  it('shows the API failure', async () => {
    mockApi({ 'POST /client/feedbacks': apiError(400, 'VALIDATION_FAILED') });
    await submitFeedback({});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields are not valid. Please check them and try again.',
    );
    expect(screen.queryByTestId('feedback-sent')).not.toBeInTheDocument();
  });

  it('requires a topic', async () => {
    await submitFeedback({ topic: '' });
    expect(await screen.findByText(messages.topic)).toBeInTheDocument();
    expectOnly('topic');
  });

  it('requires a message', async () => {
    await submitFeedback({ message: '' });
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expectOnly('required');
  });

  it('rejects 1001 characters', async () => {
    await submitFeedback({ message: 'a'.repeat(1001) });
    expect(await screen.findByText(messages.max)).toBeInTheDocument();
    expectOnly('max');
  });

  it.each([
    ['symbols only', '!!! ??? ###'],
    ['blank', '     '],
  ])('rejects a message of %s', async (_case, message) => {
    await submitFeedback({ message });
    expect(await screen.findByText(messages.invalid)).toBeInTheDocument();
    expectOnly('invalid');
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before sending a valid message', async () => {
    renderRoutes(routes, '/en/feedback');
    await screen.findByRole('heading', { level: 1, name: 'Content request and feedback' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Topic'), 'Content request');
    await user.type(screen.getByLabelText('Message'), 'More about wallets');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(useSessionStore.getState().settings).toMatchObject({ isOpenModelLogin: true, redirectUrl: '/en/feedback' });
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });
});
