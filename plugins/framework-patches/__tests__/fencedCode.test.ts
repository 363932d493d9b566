import {execFileSync} from 'node:child_process';
import {FENCED_CODE_COMPONENT, fencedCodeElement} from '../mdx/fencedCode';

// Patch `code-block-on-pages-with-code`: the theme's CodeBlock must get from the page's own
// element exactly the props it got from MDXComponents/Code. Both ways are compiled with MDX and
// rendered with React in one child Node process (MDX is ESM-only; jest runs CommonJS): the
// theme's way with Docusaurus' own remark step that adds `metastring` (as installed), ours with
// the plugin. Each records the props of every block.
const COMPARE = `
import {createRequire} from 'node:module';
import {evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
const require = createRequire(process.cwd() + '/');
const jiti = require('jiti')(process.cwd() + '/', {interopDefault: true});
const {replaceFencedCode, FENCED_CODE_COMPONENT} = jiti('./plugins/framework-patches/mdx/fencedCode.ts');
const codeCompat = require('@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js').default;
let input = '';
for await (const chunk of process.stdin) input += chunk;
const blocks = async (source, remarkPlugins, component) => {
  const seen = [];
  const record = ({className, metastring, children}) => {
    seen.push({className, metastring: metastring ?? undefined, children});
    return null;
  };
  // The theme's rule for a block: some child is not a string without a line break.
  const theirs = (props) => (typeof props.children === 'string' && !props.children.includes('\\n') ? null : record(props));
  const {default: Content} = await evaluate(source, {...runtime, remarkPlugins});
  renderToStaticMarkup(createElement(Content, {components: component === 'code' ? {code: theirs} : {[component]: record}}));
  return seen;
};
const ours = () => (tree) => void replaceFencedCode(tree);
process.stdout.write(JSON.stringify({
  theirs: await blocks(input, [codeCompat], 'code'),
  ours: await blocks(input, [ours], FENCED_CODE_COMPONENT.name),
}));
`;

const SOURCE = [
  'Tekst z `kodem w linii` i dalej.',
  '',
  '```bash title="Lista maszyn" showLineNumbers {2}',
  'curl -s "$API/instances" \\',
  '  -H "Authorization: Bearer $TOKEN"',
  '',
  '    echo {`zagnieżdżone`}',
  '```',
  '',
  '- Krok:',
  '',
  '  ```',
  '  bez języka',
  '  ```',
  '',
  '> ```json',
  '> {"a": 1}',
  '> ```',
  '',
  '```hcl',
  '```',
  '',
].join('\n');

function compare(source: string): {theirs: unknown[]; ours: unknown[]} {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', COMPARE], {input: source, encoding: 'utf8'}));
}

it('gives the CodeBlock the props MDXComponents/Code gave it, for every kind of fenced block', () => {
  const {theirs, ours} = compare(SOURCE);
  expect(theirs).toHaveLength(4);
  expect(ours).toEqual(theirs);
  expect(ours[0]).toEqual({
    className: 'language-bash',
    metastring: 'title="Lista maszyn" showLineNumbers {2}',
    children: 'curl -s "$API/instances" \\\n  -H "Authorization: Bearer $TOKEN"\n\n    echo {`zagnieżdżone`}\n',
  });
});

it('names the element after the component the page imports, and keeps the code as an exact string', () => {
  const element = fencedCodeElement({lang: 'bash', meta: null, value: '  a\n b'});
  expect(element.name).toBe(FENCED_CODE_COMPONENT.name);
  expect(element.attributes.map((attribute) => attribute.name)).toEqual(['className', 'children']);
  expect(element.attributes[1]!.value).toMatchObject({value: JSON.stringify('  a\n b\n')});
});
