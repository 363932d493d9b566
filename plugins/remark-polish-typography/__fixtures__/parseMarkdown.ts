import {execFileSync} from 'node:child_process';

/** A Markdown (mdast) node as the remark parser gives it. */
export interface ParsedNode {
  type: string;
  value?: string;
  url?: string;
  children?: ParsedNode[];
}

// Docusaurus' own parsing stack (unified, remark-parse, remark-gfm, remark-mdx, front matter) is
// ESM-only; jest runs CommonJS, so one child Node process parses every sample at once.
const PARSER = `
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);
const strip = (node) => {
  delete node.position;
  for (const child of node.children ?? []) strip(child);
  return node;
};
process.stdout.write(JSON.stringify(JSON.parse(input).map((source) => strip(processor.parse(source)))));
`;

/** Parses MDX sources the way Docusaurus does (with GFM and front matter) into trees. */
export function parseMarkdown(sources: string[]): ParsedNode[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', PARSER], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
  });
  return JSON.parse(output) as ParsedNode[];
}

/** Every `value` in the tree of the given node types, in document order. */
export function valuesOf(node: ParsedNode, types: string[]): string[] {
  const own = types.includes(node.type) && typeof node.value === 'string' ? [node.value] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => valuesOf(child, types))];
}
