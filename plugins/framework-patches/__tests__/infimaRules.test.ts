import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PostCssPluginWrapInLayer} from '@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin';
import {DEFAULT_LAYERS} from '@docusaurus/plugin-css-cascade-layers/lib/options';
import postcss from 'postcss';
import {REPOSITORY_ROOT} from '../canary/canary';
import {classSourceFiles, INFIMA_STYLESHEET, infimaUnusedRules} from '../infimaRules';
import {dropUnusedRules, requiredClasses, wordsOf} from '../src/unusedRules';

describe('requiredClasses', () => {
  it('reads the classes an element must have, not the ones it must lack', () => {
    expect(requiredClasses('.menu__link:not(.menu__link--sublist):hover')).toEqual(['menu__link']);
    expect(requiredClasses('.navbar--dark .navbar__link')).toEqual(['navbar--dark', 'navbar__link']);
    expect(requiredClasses('html[data-theme=dark] a')).toEqual([]);
    expect(requiredClasses('.a:not(:has(.b))')).toBeNull();
    expect(requiredClasses(':is(.a, .b) > p')).toBeNull();
  });
});

describe('dropUnusedRules', () => {
  it('drops selectors that need a missing class, keeps elements, keyframes and the rest of a list', () => {
    const root = postcss.parse(
      [
        '.pills, .tabs { margin: 0 }',
        '.pills__item:not(.tabs) { color: red }',
        'table, .avatar { border: 0 }',
        '@media (max-width: 996px) { .pills { display: none } }',
        '@keyframes spin { from { opacity: 0 } }',
        '.tabs__item:not(.pills) { color: blue }',
      ].join('\n'),
    );
    const dropped = dropUnusedRules(root, wordsOf(['<div className="tabs tabs__item">']));
    expect(dropped).toEqual(['.pills', '.pills__item:not(.tabs)', '.avatar', '.pills']);
    expect(root.toString().replace(/\s+/g, ' ')).toBe(
      '.tabs { margin: 0 } table { border: 0 } @keyframes spin { from { opacity: 0 } } .tabs__item:not(.pills) { color: blue }',
    );
  });
});

describe('infimaUnusedRules on the installed Infima and this repository', () => {
  let css: string;
  let messages: {type: string; file?: string; dir?: string}[];
  const original = readFileSync(INFIMA_STYLESHEET, 'utf8');

  beforeAll(async () => {
    const result = await postcss([infimaUnusedRules({siteDir: REPOSITORY_ROOT})]).process(original, {from: INFIMA_STYLESHEET});
    css = result.css;
    messages = result.messages as typeof messages;
  });

  it('keeps the rules of what the site renders', () => {
    for (const selector of [
      '.navbar__link',
      '.menu__link',
      '.alert--warning',
      '.pagination-nav__link',
      '.table-of-contents__link',
      '.breadcrumbs__link',
      '.button--primary',
    ]) {
      expect(css).toContain(selector);
    }
  });

  it('drops what nothing renders, and more than a seventh of the sheet', () => {
    for (const selector of ['.pills__item', '.avatar__photo--xl', '.card__footer', '.button-group--block']) {
      expect(original).toContain(selector);
      expect(css).not.toContain(selector);
    }
    expect(css.length).toBeLessThan(original.length * 0.85);
  });

  it('works after the cascade-layers plugin moved Infima into its layer, as in the build', async () => {
    const layered = await postcss([
      PostCssPluginWrapInLayer({layers: DEFAULT_LAYERS}),
      infimaUnusedRules({siteDir: REPOSITORY_ROOT}),
    ]).process(original, {from: INFIMA_STYLESHEET});
    expect(layered.css).toMatch(/^@layer docusaurus\.infima/);
    expect(layered.css).toContain('.navbar__link');
    for (const selector of ['.pills__item', '.card__footer']) expect(layered.css).not.toContain(selector);
  });

  it('leaves every other stylesheet alone', async () => {
    const other = await postcss([infimaUnusedRules({siteDir: REPOSITORY_ROOT})]).process('.pills__item { color: red }', {
      from: path.join(REPOSITORY_ROOT, 'src/css/custom.css'),
    });
    expect(other.css).toBe('.pills__item { color: red }');
  });

  it('makes the bundler rebuild the sheet when a page or component changes', () => {
    const files = messages.filter(({type}) => type === 'dependency').map(({file}) => file);
    expect(files).toEqual(classSourceFiles(REPOSITORY_ROOT));
    expect(files).toContain(path.join(REPOSITORY_ROOT, 'docusaurus.config.ts'));
    expect(files.some((file) => file!.includes(`${path.sep}docs${path.sep}`) && file!.endsWith('.mdx'))).toBe(true);
    expect(files.some((file) => file!.includes('theme-classic'))).toBe(true);
    expect(files.some((file) => file!.includes('__tests__'))).toBe(false);
    expect(messages.filter(({type}) => type === 'dir-dependency').map(({dir}) => path.basename(dir!))).toEqual([
      'src',
      'plugins',
      'docs',
      'i18n',
    ]);
  });
});
