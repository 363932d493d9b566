import {importNode, stringExpressionAttribute} from '../../page-data-kit/mdx/nodes';

/**
 * Patch `code-block-on-pages-with-code` (PATCHES.md): a page's fenced code blocks become
 * `<FencedCodeBlock>` elements of the theme's CodeBlock, imported by that page, instead of the
 * `pre > code` that MDXComponents/Code turns into a CodeBlock. The CodeBlock and its Prism then
 * load with the pages that have code, not with every page through the MDX components map.
 */

/** The page's local name for the import (unlikely to meet an author's own import). */
export const FENCED_CODE_COMPONENT = {name: 'FencedCodeBlock', from: '@theme/CodeBlock'} as const;

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

/**
 * The element with the props the theme's CodeBlock got from MDXComponents/Code: `className`
 * `language-<lang>`, the fence's `metastring` (title, line numbers, highlighted lines) and the
 * code with the line end that Markdown's HTML form gives it (tested against Docusaurus' own
 * compile in __tests__/fencedCode.test.ts).
 */
export function fencedCodeElement(node: Pick<Node, 'lang' | 'meta' | 'value'>) {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: FENCED_CODE_COMPONENT.name,
    attributes: [
      ...(node.lang ? [attribute('className', `language-${node.lang}`)] : []),
      ...(node.meta ? [attribute('metastring', node.meta)] : []),
      // An empty block has no children, as in Markdown's HTML form.
      ...(node.value ? [stringExpressionAttribute('children', `${node.value}\n`)] : []),
    ],
    children: [],
  };
}

/** Replaces every fenced block of the tree in place; true when there was one. */
export function replaceFencedCode(tree: Node): boolean {
  let found = false;
  const visit = (parent: Node) => {
    parent.children?.forEach((node, index) => {
      if (node.type === 'code') {
        parent.children![index] = fencedCodeElement(node) as unknown as Node;
        found = true;
      } else visit(node);
    });
  };
  visit(tree);
  return found;
}

/** Remark plugin, last in the site's list: the blocks' text is final (settings, typography). */
export default function remarkFencedCodeBlocks() {
  return (tree: Node): void => {
    if (replaceFencedCode(tree)) tree.children!.unshift(importNode(FENCED_CODE_COMPONENT) as unknown as Node);
  };
}
