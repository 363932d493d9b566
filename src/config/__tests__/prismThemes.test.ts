import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../prismThemes';
import {blend, contrastRatio, parseColour} from '../../utils/colourContrast';

// Every token colour of both code themes against the code background, plain and on a highlighted
// line: the route suite leaves code lines out of its axe colour checks because of this test (and
// codeblocks.e2e.ts, which checks the blocks as rendered).
const AA_TEXT = 4.5;
const css = readFileSync(join(__dirname, '../../css/custom.css'), 'utf8');

/** --docusaurus-highlighted-code-line-bg of the light (:root) or dark block of custom.css. */
function highlightedLine(mode: 'light' | 'dark'): string {
  const block = mode === 'light' ? /:root\s*\{([^}]*)\}/.exec(css) : /\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(css);
  const value = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block?.[1] ?? '');
  if (!value) throw new Error(`custom.css has no highlighted line colour for ${mode} mode`);
  return value[1];
}

function lowContrastTokens(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  const plain = parseColour(theme.plain.backgroundColor ?? '');
  const backgrounds = {plain, highlighted: blend(parseColour(highlightedLine(mode)), plain)};
  const entries = [{types: ['plain'], style: theme.plain}, ...theme.styles];
  return entries.flatMap(({types, style}) =>
    style.color === undefined
      ? []
      : Object.entries(backgrounds).flatMap(([name, background]) => {
          const text = blend(parseColour(style.color as string), background, Number(style.opacity ?? 1));
          const ratio = contrastRatio(text, background);
          return ratio < AA_TEXT ? [`${types.join(',')} ${style.color} on ${name}: ${ratio.toFixed(2)}`] : [];
        }),
  );
}

it.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const)('every token of the %s code theme has at least 4.5:1 contrast', (mode, theme) => {
  expect(theme.styles.length).toBeGreaterThan(5);
  expect(lowContrastTokens(theme, mode)).toEqual([]);
});

it('reads colours and ratios as WCAG defines them', () => {
  expect(contrastRatio(parseColour('#000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
  expect(contrastRatio(parseColour('rgb(118, 118, 118)'), parseColour('#fff'))).toBeCloseTo(4.54, 2);
  expect(blend(parseColour('rgba(0, 0, 0, 0.5)'), parseColour('#ffffff'))).toEqual({r: 127.5, g: 127.5, b: 127.5, a: 1});
  expect(() => parseColour('red')).toThrow('Not a colour');
});
