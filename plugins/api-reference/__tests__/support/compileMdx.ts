import {execFileSync} from 'node:child_process';
import path from 'node:path';

// MDX's compiler and hast-util-to-html are ESM-only and jest runs CommonJS, so one child Node
// process compiles the samples with the real MDX pipeline (remark-gfm as Docusaurus adds it):
// each sample once with rehypeStaticTables, giving the transformed tree's top-level nodes, and
// once without it, rendered by React with a Markdown link written as <Link> writes it, a Markdown
// table in a box as the site's table component puts it, and a stand-in for the samples' Term.
const COMPILER = `
import {compile, evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import jitiFactory from 'jiti';
const {plugin, baseUrl, trailingSlash, markdownTablesIn} = JSON.parse(process.argv[1]);
const jiti = jitiFactory(plugin, {interopDefault: true});
const rehypeStaticTables = jiti(plugin).default;
let input = '';
for await (const chunk of process.stdin) input += chunk;
const strip = (node) => {
  const {position, ...rest} = node;
  return rest.children ? {...rest, children: rest.children.map(strip)} : rest;
};
const results = [];
for (const {source, path} of JSON.parse(input)) {
  let tree;
  await compile({value: source, path}, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [[rehypeStaticTables, {baseUrl, trailingSlash, markdownTablesIn}], () => (node) => void (tree = strip(node))],
  });
  const link = ({href, children}) =>
    href.startsWith('/')
      ? runtime.jsx('a', {className: '', href: baseUrl.replace(/\\/$/, '') + href, children})
      : runtime.jsx('a', {href, className: '', children});
  // The site's Markdown table component: a scrolling box around the table.
  const table = (props) => runtime.jsx('div', {className: 'box', children: runtime.jsx('table', props)});
  const {default: Content} = await evaluate(source, {...runtime, remarkPlugins: [remarkGfm]});
  results.push({nodes: tree.children, react: renderToStaticMarkup(runtime.jsx(Content, {components: {a: link, table, Term: ({children}) => runtime.jsx('span', {children})}}))});
}
process.stdout.write(JSON.stringify(results));
`;

export interface CompiledSample<Node> {
  /** The root's children after rehypeStaticTables. */
  nodes: Node[];
  /** The sample as React renders it without the plugin. */
  react: string;
}

/** Each sample is compiled as the file at `path` (default: a page whose Markdown tables go static). */
export function compileSamples<Node>(
  samples: readonly (string | {source: string; path: string})[],
  baseUrl = '/pl/docs/',
): CompiledSample<Node>[] {
  const plugin = path.join(__dirname, '../../src/staticTables.ts');
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      COMPILER,
      JSON.stringify({plugin, baseUrl, trailingSlash: true, markdownTablesIn: ['/docs/services/terraform/']}),
    ],
    {
      input: JSON.stringify(
        samples.map((sample) => (typeof sample === 'string' ? {source: sample, path: '/site/docs/services/terraform/zasoby.mdx'} : sample)),
      ),
      encoding: 'utf8',
      cwd: __dirname,
    },
  );
  return JSON.parse(output) as CompiledSample<Node>[];
}
