import { render } from '@testing-library/react';
import { DocumentTitle, DocumentTitleSink, DocumentTitleTemplate } from './document-title';

const template = (page: string) => `${page} - Academy`;

describe('DocumentTitle', () => {
  it('with a sink (the server render): hands the templated title to it and renders no <title>', () => {
    const titles: string[] = [];
    const { container } = render(
      <DocumentTitleSink value={(title) => titles.push(title)}>
        <DocumentTitleTemplate value={template}>
          <main>
            <DocumentTitle title={'Gas <fees> & "tips"'} />
          </main>
        </DocumentTitleTemplate>
      </DocumentTitleSink>,
    );
    expect(titles).toEqual(['Gas <fees> & "tips" - Academy']);
    expect(container.innerHTML).toBe('<main></main>');
    expect(document.querySelectorAll('title')).toHaveLength(0);
  });

  it('without one (the browser): names the document, and names it again when the page changes', () => {
    const { rerender } = render(
      <DocumentTitleTemplate value={template}>
        <DocumentTitle title="Gas" />
      </DocumentTitleTemplate>,
    );
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Gas - Academy');
    rerender(
      <DocumentTitleTemplate value={template}>
        <DocumentTitle title="Wallets" />
      </DocumentTitleTemplate>,
    );
    expect(document.title).toBe('Wallets - Academy');
  });
});
