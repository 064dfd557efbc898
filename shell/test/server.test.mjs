import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remoteForPath, renderShellPage, runtimeConfigFromEnv } from '../server.mjs';

const template = '<!doctype html><html lang=en><head><title>x</title></head><body></body></html>';

describe('shell server', () => {
  it('builds the runtime config from env at start, with local defaults', () => {
    const config = runtimeConfigFromEnv({ API_URL: 'https://api.example/', REMOTE_QUIZ_URL: 'https://quiz.example' });
    assert.equal(config.apiUrl, 'https://api.example');
    assert.equal(config.remotes.quiz, 'https://quiz.example');
    assert.equal(config.remotes.content, 'http://localhost:3001');
    assert.deepEqual(Object.keys(config.remotes).sort(), ['account', 'commerce', 'content', 'events', 'quiz']);
  });

  it('knows which remote serves a path', () => {
    assert.equal(remoteForPath('/en'), 'content');
    assert.equal(remoteForPath('/th/redeem/history'), 'commerce');
    assert.equal(remoteForPath('/en/unknown'), undefined);
  });

  it('injects the config, the language, the theme from the cookie and a preload of the route’s remote', () => {
    const config = runtimeConfigFromEnv({});
    const html = renderShellPage(template, config, { pathname: '/th/quizzes', cookie: 'a=1; theme=dark' });
    assert.match(html, /<html lang="th" data-theme="dark" style="color-scheme:dark;background:#0b1410">/);
    assert.match(html, /window\.__ACADEMY_CONFIG__=\{"apiUrl":"http:\/\/localhost:1337"/);
    assert.match(html, /<link rel="preload" href="http:\/\/localhost:3002\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
  });

  it('without a theme cookie leaves the theme to the pre-paint script', () => {
    const html = renderShellPage(template, runtimeConfigFromEnv({}), { pathname: '/en/unknown' });
    assert.match(html, /<html lang="en">/);
    assert.doesNotMatch(html, /rel="preload"/);
  });

  it('cannot be broken out of the script tag by a config value', () => {
    const config = runtimeConfigFromEnv({ API_URL: 'https://x/</script><script>alert(1)</script>' });
    const html = renderShellPage(template, config, { pathname: '/en' });
    assert.doesNotMatch(html, /<\/script><script>alert/);
  });
});
