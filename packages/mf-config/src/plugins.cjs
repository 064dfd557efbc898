const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sources } = require('webpack');

/** Writes `window.__ACADEMY_CONFIG__` (the platform's runtimeConfig) into the page's head, before the app's scripts. */
class RuntimeConfigPlugin {
  constructor(config) {
    this.config = config;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeConfigPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RuntimeConfigPlugin', (data) => {
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'RuntimeConfigPlugin' },
          attributes: {},
          innerHTML: `window.__ACADEMY_CONFIG__=${JSON.stringify(this.config).replace(/</g, '\\u003c')}`,
        });
        return data;
      });
    });
  }
}

/**
 * Puts an inline `<style>` and `<script>` at the top of the page's head, so they run before the
 * first paint (the colour scheme's init script: @academy/ui/color-scheme-script). Inline scripts
 * in the built page are allowed by the static hosts' CSP through their sha256.
 */
class HeadInlinePlugin {
  constructor({ style = '', script = '' }) {
    this.style = style;
    this.script = script;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('HeadInlinePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HeadInlinePlugin', (data) => {
        const tags = [];
        if (this.style) tags.push({ tagName: 'style', voidTag: false, attributes: {}, innerHTML: this.style });
        if (this.script) tags.push({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: this.script });
        data.headTags.unshift(...tags.map((tag) => ({ ...tag, meta: { plugin: 'HeadInlinePlugin' } })));
        return data;
      });
    });
  }
}

/**
 * Writes `package.json` with `"type": "commonjs"` beside a Node build: its files are CommonJS,
 * and a package marked `"type": "module"` (the shell's) would have Node load them as ES modules.
 */
class CommonJsPackagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsPackagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsPackagePlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n')),
      );
    });
  }
}

module.exports = { CommonJsPackagePlugin, HeadInlinePlugin, RuntimeConfigPlugin };
