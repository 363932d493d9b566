/**
 * The one parser of the MDX sources outside the build (the Markdown twins, the development search
 * index, the diagrams): the stack Docusaurus uses for MDX pages (remark-parse with GFM, MDX and
 * directives), loaded on first use, as unified and the remark plugins are ESM-only. `Node` is the
 * caller's view of the mdast tree (the fields it reads).
 */
export async function createMdxParser<Node>(): Promise<(source: string) => Node> {
  const [{unified}, {default: remarkParse}, {default: remarkGfm}, {default: remarkMdx}, {default: remarkDirective}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-mdx'),
    import('remark-directive'),
  ]);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkDirective);
  return (source) => processor.parse(source) as unknown as Node;
}
