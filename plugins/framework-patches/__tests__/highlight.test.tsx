/** @jest-environment jsdom */
import {render as renderToDom} from '@testing-library/react';
import {Highlight as OriginalHighlight} from 'prism-react-renderer';
import {Highlight, Prism, type RenderProps} from '../client/prismReactRenderer';
import {normalizeTokens} from '../src/normalizeTokens';
import {themeToDict} from '../src/themeToDict';
import {darkCodeTheme, lightCodeTheme} from '../../../src/config/prismThemes';

// The theme component the lean module calls when it loads (it registers prism.additionalLanguages).
// (The mock runs before this file's own statements, so it records on globalThis.)
jest.mock(
  '@theme/prism-include-languages',
  () => ({__esModule: true, default: (prism: unknown) => ((globalThis as {includedFor?: unknown}).includedFor = prism)}),
  {virtual: true},
);

// What Docusaurus' prism-include-languages does with `prism.additionalLanguages` on the client.
(globalThis as {Prism?: unknown}).Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const language of ['bash', 'json', 'yaml', 'hcl', 'http', 'ini', 'python']) require(`prismjs/components/prism-${language}`);

const renderToStaticMarkup = (element: React.ReactElement) => renderToDom(element).container.innerHTML;

// The render function of Docusaurus' CodeBlock/Content, reduced to the markup it produces.
const render = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps) => (
  <pre className={className} style={style}>
    {tokens.map((line, i) => (
      <span key={i} {...getLineProps({line, className: i === 0 ? 'theme-code-block-highlighted-line' : undefined})}>
        {line.map((token, key) => (
          <span key={key} {...getTokenProps({token})} />
        ))}
      </span>
    ))}
  </pre>
);

const samples: [string, string][] = [
  ['bash', 'curl -X POST "$HOST/services/instances" \\\n  -H "Authorization: Bearer $TOKEN" # token\n\necho ok'],
  ['json', '{\n  "name": "vm-1",\n  "size": 20,\n  "tags": [true, null]\n}'],
  ['yaml', 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web # komentarz\n'],
  ['python', 'def main():\n    return {"a": 1}  # x\n'],
  ['hcl', 'resource "x" "y" {\n  count = 2\n}'],
  ['http', 'GET /services/instances HTTP/1.1\nAccept: application/json'],
  ['text', 'zwykły tekst\n\nbez kolorów'],
  ['JSON', '[1, 2]'],
];

describe('Highlight', () => {
  it.each(samples)('renders %s exactly like prism-react-renderer, in both themes', (language, code) => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const ours = renderToStaticMarkup(
        <Highlight theme={theme} code={code} language={language}>
          {render}
        </Highlight>,
      );
      const original = renderToStaticMarkup(
        <OriginalHighlight prism={Prism} theme={theme} code={code} language={language}>
          {render as Parameters<typeof OriginalHighlight>[0]['children']}
        </OriginalHighlight>,
      );
      expect(ours).toBe(original);
    }
  });

  it('keeps Prism in the browser from highlighting the page on its own (React owns that markup)', () => {
    expect(Prism.manual).toBe(true);
  });

  it('highlights the languages our pages use', () => {
    for (const language of ['bash', 'json', 'yaml', 'hcl', 'http', 'ini', 'python']) expect(Prism.languages[language]).toBeDefined();
    const html = renderToStaticMarkup(
      <Highlight theme={lightCodeTheme} code={'"a": 1'} language="json">
        {render}
      </Highlight>,
    );
    expect(html).toContain('token property');
  });
});

describe('normalizeTokens', () => {
  it('splits tokens into lines, keeps nested types and marks empty lines', () => {
    const lines = normalizeTokens(['a\n', {type: 'string', alias: 'quoted', content: ['"x', {type: 'punctuation', content: '\n'}]}, '\n']);
    expect(lines).toEqual([
      [{types: ['plain'], content: 'a'}],
      [
        {types: ['plain'], content: ''},
        {types: ['string', 'quoted'], content: '"x'},
        {types: ['string', 'quoted', 'punctuation'], content: ''},
      ],
      [
        {types: ['string', 'quoted', 'punctuation'], content: ''},
        {types: ['plain'], content: ''},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
    ]);
  });
});

describe('themeToDict', () => {
  it('merges entries per type, honours language filters and drops the plain background', () => {
    const dict = themeToDict(
      {
        plain: {color: '#000', backgroundColor: '#fff'},
        styles: [
          {types: ['string'], style: {color: 'red'}},
          {types: ['string'], languages: ['json'], style: {fontStyle: 'italic'}},
        ],
      },
      'bash',
    );
    expect(dict.string).toEqual({color: 'red'});
    expect(dict.root).toEqual({color: '#000', backgroundColor: '#fff'});
    expect(dict.plain).toEqual({color: '#000', backgroundColor: undefined});
  });
});

it('registers the configured languages when it loads, with its own Prism', () => {
  expect((globalThis as {includedFor?: unknown}).includedFor).toBe(Prism);
});
