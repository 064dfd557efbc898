import { act, render, screen } from '@testing-library/react';
import { PlatformProviders, useThemeChoice } from './providers';
import { readThemeCookie } from './theme-mode';
import { useSessionStore } from './session-store';

function systemPrefers(scheme: 'light' | 'dark') {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

let api: ReturnType<typeof useThemeChoice>;
function Probe() {
  api = useThemeChoice();
  return (
    <p data-testid="probe">
      {api.choice}/{api.scheme}
    </p>
  );
}

const html = () => document.documentElement;

describe('theme choice (light / dark / system) on the theme cookie', () => {
  afterEach(() => {
    document.cookie = 'theme=; max-age=0; path=/';
    html().removeAttribute('data-theme');
  });

  it('follows the system until the learner chooses, then keeps the choice in the cookie', () => {
    systemPrefers('dark');
    render(
      <PlatformProviders>
        <Probe />
      </PlatformProviders>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('system/dark');
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(document.cookie).not.toMatch(/theme=/);

    act(() => api.setChoice('light'));
    expect(screen.getByTestId('probe')).toHaveTextContent('light/light');
    expect(html()).toHaveAttribute('data-theme', 'light');
    expect(readThemeCookie(document.cookie)).toBe('light');
    expect(useSessionStore.getState().settings.mode).toBe('light');

    act(() => api.setChoice('system'));
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(readThemeCookie(document.cookie)).toBe('system');
    expect(useSessionStore.getState().settings.mode).toBe('dark');
  });

  it('starts from the choice in the cookie, whatever the system prefers', () => {
    systemPrefers('light');
    document.cookie = 'theme=dark; path=/';
    render(
      <PlatformProviders>
        <Probe />
      </PlatformProviders>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('dark/dark');
    expect(html()).toHaveAttribute('data-theme', 'dark');
  });

  it('reads only known choices from a Cookie header', () => {
    expect(readThemeCookie('a=1; theme=system')).toBe('system');
    expect(readThemeCookie('theme=dark')).toBe('dark');
    expect(readThemeCookie('theme=purple')).toBeUndefined();
    expect(readThemeCookie('xtheme=dark')).toBeUndefined();
    expect(readThemeCookie('')).toBeUndefined();
  });
});
