import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, applyLanguage } from '@academy/platform';
import type { Language } from '@academy/contracts';
import '../../../i18n';
import { kkub } from '../../../test/redeem-fixtures';
import { RewardCard } from './reward-card';

// Issue 33 item 1: no primary button is drawn disabled while the app starts. Redeem opens a dialog:
// in the server's HTML it is enabled, and a tap before hydration is kept and replayed
// (the platform's early-clicks script), as for Save.
describe.each([
  ['en', 'Redeem'],
  ['th', 'แลก'],
] as [Language, string][])('%s: the reward card in the server HTML', (lang, label) => {
  it('draws Redeem enabled for a reward a visitor sees', () => {
    applyLanguage(lang);
    const html = renderToString(
      <PlatformProviders>
        <MemoryRouter initialEntries={[`/${lang}/rewards`]}>
          <Routes>
            <Route
              path="/:lang/*"
              element={<RewardCard reward={{ ...kkub, affordable: null }} onRedeem={jest.fn()} onIntent={jest.fn()} />}
            />
          </Routes>
        </MemoryRouter>
      </PlatformProviders>,
    );
    // the server's markup as the browser shows it before any script
    const page = document.createElement('div');
    page.innerHTML = html;
    const redeem = [...page.querySelectorAll('button')].find((button) => button.textContent === label);
    expect(redeem).toBeDefined();
    expect(redeem!.disabled).toBe(false);
  });
});
