import type {MdNode} from './types';

/**
 * The parser Docusaurus uses for MDX pages (remark-parse with GFM, MDX and directives), loaded on
 * first use: unified and the remark plugins are ESM-only.
 */
export async function createMdxParser(): Promise<(source: string) => MdNode> {
  const [{unified}, {default: remarkParse}, {default: remarkGfm}, {default: remarkMdx}, {default: remarkDirective}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-mdx'),
    import('remark-directive'),
  ]);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkDirective);
  return (source) => processor.parse(source) as unknown as MdNode;
}
