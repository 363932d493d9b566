/** The mdast shape read here: remark's `code` nodes and their parents. */
export interface CodeNodeLike {
  type: string;
  lang?: string | null;
  value?: string;
  children?: CodeNodeLike[];
  position?: {start: {line: number}};
}

/** The fence language that marks a Mermaid diagram (as Docusaurus' own `markdown.mermaid` read it). */
export const MERMAID_LANG = 'mermaid';

export interface MermaidFence<Node extends CodeNodeLike = CodeNodeLike> {
  node: Node;
  parent: Node;
  index: number;
  /** 1-based line of the opening fence in the parsed text. */
  line: number;
}

/** Every ```mermaid block of a parsed page, in document order, with where it stands in the tree. */
export function mermaidFences<Node extends CodeNodeLike>(tree: Node): MermaidFence<Node>[] {
  const found: MermaidFence<Node>[] = [];
  const visit = (parent: Node) => {
    (parent.children as Node[] | undefined)?.forEach((node, index) => {
      if (node.type === 'code' && node.lang === MERMAID_LANG) found.push({node, parent, index, line: node.position?.start.line ?? 0});
      else visit(node);
    });
  };
  visit(tree);
  return found;
}
