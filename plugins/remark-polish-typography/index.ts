import {bindSingleLetterWords} from './nonBreakingSpaces';
import {validateOptions, type PolishTypographyOptions} from './options';

/**
 * Remark plugin: Polish typesetting never leaves a one-letter word (a, i, o, u, w, z) at the end
 * of a line, so each is joined to the next word with a no-break space. Only prose text nodes
 * change: code, inline code, front matter, raw HTML, MDX expressions and every link address
 * or JSX attribute are left as written.
 */
interface MdNode {
  type: string;
  value?: unknown;
  url?: string;
  children?: MdNode[];
}

// Nodes whose content is not prose (their `value` is code, YAML, HTML or JavaScript).
const SKIPPED = new Set([
  'code',
  'inlineCode',
  'yaml',
  'toml',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'math',
  'inlineMath',
]);

// A link whose text is an address (a GFM bare URL or e-mail, or `[https://…](https://…)`).
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|www\.)\S*$|^[^\s@]+@[^\s@]+$/i;

function isBareAddress(node: MdNode): boolean {
  const text = node.children?.length === 1 ? node.children[0].value : undefined;
  return node.type === 'link' && typeof text === 'string' && ADDRESS.test(text);
}

function walk(node: MdNode, letters: string): void {
  if (SKIPPED.has(node.type) || isBareAddress(node)) return;
  const children = node.children ?? [];
  children.forEach((child, index) => {
    if (child.type === 'text' && typeof child.value === 'string') {
      // A hard line break ends the line: nothing binds across it.
      const previous = children[index - 1];
      const next = children[index + 1];
      child.value = bindSingleLetterWords(child.value, letters, {
        startsWord: previous === undefined || previous.type === 'break',
        continues: next !== undefined && next.type !== 'break',
      });
    } else {
      walk(child, letters);
    }
  });
}

export default function remarkPolishTypography(options?: PolishTypographyOptions) {
  const {letters} = validateOptions(options);
  return (tree: MdNode): void => walk(tree, letters);
}
