import {parseAll} from '../../page-data-kit/__fixtures__/parseMdx';
import {mermaidFences, type CodeNodeLike} from '../src/fences';

const page = [
  '# Tytuł',
  '',
  '```mermaid',
  'flowchart LR',
  '  A --> B',
  '```',
  '',
  ':::note',
  '',
  '```mermaid',
  'sequenceDiagram',
  '  A->>B: Żądanie',
  '```',
  '',
  ':::',
  '',
  '```text',
  '```mermaid (a code sample, not a diagram)',
  '```',
  '',
  '<Tabs><TabItem value="a">',
  '',
  '```mermaid',
  'flowchart TD',
  '  X --> Y',
  '```',
  '',
  '</TabItem></Tabs>',
].join('\n');

describe('mermaidFences', () => {
  it('finds every mermaid block, nested ones too, with its line, in document order', () => {
    const fences = mermaidFences(parseAll<CodeNodeLike>([page])[0]);
    expect(fences.map(({node, line}) => [line, node.value])).toEqual([
      [3, 'flowchart LR\n  A --> B'],
      [10, 'sequenceDiagram\n  A->>B: Żądanie'],
      [23, 'flowchart TD\n  X --> Y'],
    ]);
    for (const {node, parent, index} of fences) expect(parent.children?.[index]).toBe(node);
  });
});
