import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, applyLanguage, useSessionStore } from '@academy/platform';
import '../../i18n';
import { Header } from './header';

// jsdom has no HTML popover: the browser opens and closes it (e2e/tests/no-script.spec.ts).
const hidden: Element[] = [];
beforeAll(() => {
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    hidden.push(this);
  };
});
afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
});

function renderHeader(url: string) {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:lang/*" element={<Header />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('the header’s controls work from its HTML, before any script', () => {
  beforeEach(() => {
    hidden.length = 0;
    document.cookie = 'theme=; path=/; max-age=0';
    useSessionStore.setState({ user: null, checked: false });
  });

  it('the menu button opens a popover with the search form and the area links (Thai)', async () => {
    applyLanguage('th');
    renderHeader('/th/glossary');
    const button = screen.getByTestId('open-menu');
    const menu = screen.getByTestId('site-menu');
    expect(button).toHaveAttribute('popovertarget', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('banner')).not.toContainElement(menu);
    const search = menu.querySelector('form[role="search"]')!;
    expect(search).toHaveAttribute('action', '/th/search');
    expect(search.querySelector('input[name="q"]')).not.toBeNull();
    const nav = within(menu).getByRole('navigation', { name: 'เมนูหลัก' });
    const glossary = within(nav).getByRole('link', { name: 'คลังคำศัพท์' });
    expect(glossary).toHaveAttribute('href', '/th/glossary');
    // once the app runs, a link changes the page in place: the menu closes
    await userEvent.click(glossary);
    expect(hidden).toEqual([menu]);
  });

  it('the theme button opens a popover whose form posts the choice and the page to come back to', () => {
    applyLanguage('en');
    renderHeader('/en/quizzes?filter=free');
    const button = screen.getByTestId('theme-toggle');
    const panel = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    const form = panel.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/_theme');
    expect(form.querySelector('input[type="hidden"][name="back"]')).toHaveValue('/en/quizzes?filter=free');
    const group = within(panel).getByRole('group', { name: 'Theme' });
    const choices = within(group).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Light', 'Dark', 'System (as on your device)']);
    for (const [choice, value] of choices.map((choice, i) => [choice, ['light', 'dark', 'system'][i]] as const)) {
      expect(choice).toHaveAttribute('type', 'submit');
      expect(choice).toHaveAttribute('name', 'theme');
      expect(choice).toHaveAttribute('value', value);
    }
    expect(within(group).getByRole('button', { pressed: true })).toHaveTextContent('System');
  });

  it('once the app runs, a theme choice switches in place: the cookie, nothing posted, the popover closed', async () => {
    applyLanguage('th');
    renderHeader('/th/articles');
    const posted = jest.fn((event: Event) => event.preventDefault());
    const panel = document.getElementById(screen.getByTestId('theme-toggle').getAttribute('popovertarget')!)!;
    panel.querySelector('form')!.addEventListener('submit', posted);
    await userEvent.click(within(panel).getByRole('button', { name: 'มืด' }));
    expect(posted).not.toHaveBeenCalled();
    expect(document.cookie).toMatch(/(^|; )theme=dark(;|$)/);
    expect(screen.getByTestId('theme-toggle')).toHaveAttribute('data-choice', 'dark');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('ธีม: มืด');
    expect(within(panel).getByRole('button', { pressed: true })).toHaveTextContent('มืด');
    expect(hidden).toEqual([panel]);
  });
});
