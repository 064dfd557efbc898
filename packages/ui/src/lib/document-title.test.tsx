import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DocumentTitle, DocumentTitleSink, DocumentTitleTemplate } from './document-title';

const template = (page: string) => `${page} - Academy`;

describe('DocumentTitle', () => {
  it('with a sink (the server render): hands the templated title to it and renders no <title>', () => {
    const titles: string[] = [];
    const html = renderToString(
      <DocumentTitleSink value={(title) => titles.push(title)}>
        <DocumentTitleTemplate value={template}>
          <main>
            <DocumentTitle title={'Gas <fees> & "tips"'} />
          </main>
        </DocumentTitleTemplate>
      </DocumentTitleSink>,
    );
    expect(titles).toEqual(['Gas <fees> & "tips" - Academy']);
    expect(html).not.toContain('<title');
    expect(html).toBe('<main></main>');
  });

  it('without one: renders the <title> (React puts it in the head)', () => {
    const html = renderToString(
      <DocumentTitleTemplate value={template}>
        <DocumentTitle title="Gas" />
      </DocumentTitleTemplate>,
    );
    expect(html).toContain('<title>Gas - Academy</title>');
  });

  it('in the browser: names the document, and names it again when the page changes', () => {
    const { rerender } = render(
      <DocumentTitleTemplate value={template}>
        <DocumentTitle title="Gas" />
      </DocumentTitleTemplate>,
    );
    expect(document.title).toBe('Gas - Academy');
    rerender(
      <DocumentTitleTemplate value={template}>
        <DocumentTitle title="Wallets" />
      </DocumentTitleTemplate>,
    );
    expect(document.title).toBe('Wallets - Academy');
  });
});
