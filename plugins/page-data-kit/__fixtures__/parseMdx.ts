import {execFileSync} from 'node:child_process';

// The kit's parsing stack (mdx/parser.ts: unified, remark-parse, remark-gfm, remark-mdx, remark-directive)
// is ESM-only and jest runs CommonJS, so one child Node process parses every sample at once,
// keeping the positions the converter copies source text by.
const PARSER = `
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkDirective);
process.stdout.write(JSON.stringify(JSON.parse(input).map((source) => processor.parse(source))));
`;

export function parseAll<Node>(sources: readonly string[]): Node[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', PARSER], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
    cwd: __dirname,
  });
  return JSON.parse(output) as Node[];
}
