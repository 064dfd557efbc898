import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { applyLanguage, i18n, useT } from './index';
import { useFormat } from './format';

function Page() {
  const { t } = useT();
  const format = useFormat();
  return (
    <p data-testid="page">
      {t('common.retry')} {format.date('2026-02-16', { year: 'numeric' })}
    </p>
  );
}

describe('texts follow the rendered route, not the instance, while the language switches', () => {
  it("the page on screen stays in its language until the other language's page commits", async () => {
    let release: () => void = () => {};
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/:lang',
          loader: ({ params }) => (applyLanguage(params.lang), null),
          children: [
            { path: 'a', element: <Page /> },
            // the other page's code or data is still on its way
            { path: 'b', loader: () => held, element: <Page /> },
          ],
        },
      ],
      { initialEntries: ['/en/a'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('page')).toHaveTextContent('Retry 2026');

    await act(async () => {
      void router.navigate('/th/b');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(i18n.language).toBe('th'); // the loader switched the instance already
    expect(screen.getByTestId('page')).toHaveTextContent('Retry 2026');

    await act(async () => release());
    expect(await screen.findByTestId('page')).toHaveTextContent(/^ลองอีกครั้ง .*2026$/);
  });
});
