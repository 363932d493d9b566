import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseAll} from '../../page-data-kit/__fixtures__/parseMdx';
import remarkDiagrams from '../remark';
import {diagramKey, type RenderSettings} from '../src/key';
import {diagramFileName, svgRootId} from '../src/names';
import {serializeStoredDiagram} from '../src/stored';

const render: RenderSettings = {mermaidVersion: '11.17.2', themes: {light: 'neutral', dark: 'dark'}, options: {}};
const DRAWN = 'flowchart LR\n  A --> B';
const NEW = 'flowchart LR\n  A --> C';
const page = (...diagrams: string[]) => ['# Strona', '', ...diagrams.flatMap((diagram) => ['```mermaid', diagram, '```', ''])].join('\n');

interface Node {
  type: string;
  name?: string;
  attributes?: {name: string; value: string}[];
  data?: {estree?: {body: {source: {value: string}; specifiers: {local: {name: string}}[]}[]}};
  children?: Node[];
}

let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'diagrams-remark-'));
  const key = diagramKey(DRAWN, render);
  const svg = (mode: 'light' | 'dark', width: number) => `<svg id="${svgRootId(key, mode)}" viewBox="0 0 ${width} 94"></svg>`;
  writeFileSync(path.join(siteDir, diagramFileName(key)), serializeStoredDiagram({light: svg('light', 783.5), dark: svg('dark', 790)}));
});

afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

function transform(markdown: string, onMissing: 'fail' | 'draw'): Node {
  const tree = parseAll<Node>([markdown])[0];
  remarkDiagrams({siteDir, diagramsDir: '.', onMissing, render})(tree as never, {path: path.join(siteDir, 'docs/strona.mdx')});
  return tree;
}

const attributes = (node: Node) => Object.fromEntries((node.attributes ?? []).map(({name, value}) => [name, value]));
const imports = (tree: Node) =>
  tree
    .children!.filter((node) => node.type === 'mdxjsEsm')
    .map((node) => {
      const [declaration] = node.data!.estree!.body;
      return `${declaration.specifiers[0].local.name} from ${declaration.source.value}`;
    });

describe('remarkDiagrams', () => {
  it('puts the drawn diagram in the fence’s place, with its key and sizes, and imports its component once', () => {
    const tree = transform(page(DRAWN, DRAWN), 'fail');
    const elements = tree.children!.filter((node) => node.type === 'mdxJsxFlowElement');
    expect(elements.map((node) => [node.name, attributes(node)])).toEqual([
      ['PrerenderedDiagram', {id: diagramKey(DRAWN, render), light: '783.5 94', dark: '790 94'}],
      // The same diagram again on the page: its ids must differ from the first copy's.
      ['PrerenderedDiagram', {id: diagramKey(DRAWN, render), light: '783.5 94', dark: '790 94', instance: '2'}],
    ]);
    expect(tree.children!.some((node) => node.type === 'code')).toBe(false);
    expect(imports(tree)).toEqual(['PrerenderedDiagram from @theme/Diagram']);
  });

  it('fails the build naming the page, the line of each diagram without a drawing, and the command', () => {
    expect(() => transform(page(DRAWN, NEW, 'flowchart TD\n  X --> Y'), 'fail')).toThrow(
      /2 Mermaid diagram\(s\) have no drawing[^]*\n {2}docs\/strona\.mdx:8\n {2}docs\/strona\.mdx:13\n.*npm run diagrams/,
    );
  });

  it('during npm start, has the browser draw a diagram without a drawing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tree = transform(page(NEW), 'draw');
    const [element] = tree.children!.filter((node) => node.type === 'mdxJsxFlowElement');
    expect([element.name, attributes(element)]).toEqual(['BrowserDrawnDiagram', {value: NEW}]);
    expect(imports(tree)).toEqual(['BrowserDrawnDiagram from @theme/Diagram/Drawing']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/docs\/strona\.mdx:3: .*npm run diagrams/));
    warn.mockRestore();
  });

  it('leaves a page without diagrams as it was', () => {
    const markdown = '# Strona\n\n```bash\necho mermaid\n```\n';
    expect(transform(markdown, 'fail')).toEqual(parseAll([markdown])[0]);
  });
});
