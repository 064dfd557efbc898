import { SSR_STATE_ID } from '../../server/ssr-state-id';
import { readSsrState } from './ssr-state';

describe('readSsrState', () => {
  afterEach(() => document.getElementById(SSR_STATE_ID)?.remove());

  it('parses the page’s JSON data block (escaped as the server writes it)', () => {
    const state = { queries: { queries: [] }, remote: 'content', failed: [], language: 'th', theme: 'dark' };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SSR_STATE_ID;
    block.textContent = JSON.stringify({ ...state, note: '</script>' }).replace(/</g, '\\u003c');
    document.head.append(block);
    expect(readSsrState()).toEqual({ ...state, note: '</script>' });
  });

  it('is undefined on a page the browser renders', () => {
    expect(readSsrState()).toBeUndefined();
  });
});
