import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScrollToSection } from './scroll-to-section';

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out: record which element was asked to scroll into view
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

const body = (
  <>
    <h2 id="intro">Intro</h2>
    <h2 id="ขุด">Mining</h2>
    <ScrollToSection />
  </>
);

test('after a navigation, the section the address names is scrolled to once the body renders', () => {
  render(
    <MemoryRouter initialEntries={['/en/quizzes/q/result', '/en/articles/a#intro']} initialIndex={1}>
      {body}
    </MemoryRouter>,
  );
  expect(scrolled.map((el) => el.id)).toEqual(['intro']);
});

test('a Thai section id in the address is decoded', () => {
  render(
    <MemoryRouter
      initialEntries={['/th/quizzes/q/result', `/th/articles/a#${encodeURIComponent('ขุด')}`]}
      initialIndex={1}
    >
      {body}
    </MemoryRouter>,
  );
  expect(scrolled.map((el) => el.id)).toEqual(['ขุด']);
});

test("not on the page's first load (the browser went there itself), nor without a section or for a missing one", () => {
  render(<MemoryRouter initialEntries={['/en/articles/a#intro']}>{body}</MemoryRouter>);
  render(
    <MemoryRouter initialEntries={['/en', '/en/articles/a']} initialIndex={1}>
      {body}
    </MemoryRouter>,
  );
  render(
    <MemoryRouter initialEntries={['/en', '/en/articles/a#nowhere%']} initialIndex={1}>
      {body}
    </MemoryRouter>,
  );
  expect(scrolled).toEqual([]);
});
