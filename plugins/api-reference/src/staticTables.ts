import {toHtml} from 'hast-util-to-html';
import {linkTarget, STATIC_TABLE_COMPONENT} from './staticTableLinks';

/**
 * Rehype plugin for the generated reference and Terraform pages (issue 40): a field table written
 * as `<div data-search-skip=""><table className="data-cards">…</table></div>` holds nothing
 * interactive, yet as MDX it is hundreds of React elements that every phone builds and hydrates
 * one by one. Here such a table becomes `<ApiStaticTable html="…" links="…" />`: the same HTML,
 * rendered at build time from the page's own nodes (hast-util-to-html escapes it) and handed to
 * React as one `dangerouslySetInnerHTML`, which hydration does not walk. A table with anything
 * else inside (a component, an expression, a link that is neither `/…` nor `#…`) is left as it is.
 * Pure: plain node objects in, plain node objects out.
 */

export interface RehypeStaticTablesOptions {
  /** The site's base URL ("/pl/docs/"): `/…` links get it, as `<Link>` gives it to Markdown links. */
  baseUrl: string;
}

interface MdxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  value?: string;
  name?: string | null;
  tagName?: string;
  attributes?: MdxAttribute[];
  properties?: Record<string, unknown>;
  children?: Node[];
  data?: unknown;
}

interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastChild[];
}

type HastChild = HastElement | {type: 'text'; value: string};

/** Thrown inside the conversion when a table holds something that is not plain HTML. */
class NotStatic extends Error {}

const HTML_NAME = /^[a-z][a-z0-9]*$/;
// Between these elements whitespace is not content: React writes none there either.
const TABLE_STRUCTURE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

const isJsxElement = (node: Node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isBlank = (node: Node) => node.type === 'text' && (node.value ?? '').trim() === '';

function literalAttributes(node: Node): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.name !== 'string') throw new NotStatic();
    if (attribute.value === null || attribute.value === undefined) result[attribute.name] = '';
    else if (typeof attribute.value === 'string') result[attribute.name] = attribute.value;
    else throw new NotStatic();
  }
  return result;
}

function convert(node: Node, parentTag: string, context: {baseUrl: string; links: string[]}): HastChild[] {
  if (node.type === 'text') {
    return TABLE_STRUCTURE.has(parentTag) && isBlank(node) ? [] : [{type: 'text', value: node.value ?? ''}];
  }
  let tagName: string;
  let properties: Record<string, unknown>;
  if (node.type === 'element' && typeof node.tagName === 'string') {
    tagName = node.tagName;
    properties = {...node.properties};
    if (tagName === 'a') {
      const target = linkTarget(properties.href, context.baseUrl);
      if (target === undefined) throw new NotStatic();
      context.links.push(target);
      // <Link> writes an empty class (after the address on a same-page anchor, before it on a
      // page link): the same markup keeps the page's DOM as it was.
      properties = target.startsWith('#') ? {...properties, href: target, className: ''} : {className: '', ...properties, href: target};
    }
  } else if (isJsxElement(node) && typeof node.name === 'string' && HTML_NAME.test(node.name)) {
    tagName = node.name;
    // JSX's className is HTML's class; the attributes keep their order.
    properties = Object.fromEntries(
      Object.entries(literalAttributes(node)).map(([name, value]) => [name === 'className' ? 'class' : name, value]),
    );
  } else {
    throw new NotStatic();
  }
  const children = (node.children ?? []).flatMap((child) => convert(child, tagName, context));
  return [{type: 'element', tagName, properties, children}];
}

/** The table inside a `<div data-search-skip="">` wrapper, when the wrapper holds only that table. */
function wrappedTable(node: Node): Node | undefined {
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'div') return undefined;
  const attributes = node.attributes ?? [];
  if (attributes.length !== 1 || attributes[0].type !== 'mdxJsxAttribute' || attributes[0].name !== 'data-search-skip') return undefined;
  if (attributes[0].value !== '' && attributes[0].value !== null) return undefined;
  const content = (node.children ?? []).filter((child) => !isBlank(child));
  const [table] = content;
  if (content.length !== 1 || !isJsxElement(table) || table.name !== 'table') return undefined;
  const className = (table.attributes ?? []).find((attribute) => attribute.name === 'className')?.value;
  return typeof className === 'string' && className.split(/\s+/).includes('data-cards') ? table : undefined;
}

/** `<ApiStaticTable html links />` for one wrapped table, or undefined when the table is not plain HTML. */
export function staticTableElement(wrapper: Node, baseUrl: string): Node | undefined {
  const table = wrappedTable(wrapper);
  if (!table) return undefined;
  const context = {baseUrl, links: [] as string[]};
  let html: string;
  try {
    html = toHtml(convert(table, 'div', context) as Parameters<typeof toHtml>[0]);
  } catch (error) {
    if (error instanceof NotStatic) return undefined;
    throw error;
  }
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_TABLE_COMPONENT.name,
    attributes: [attribute('html', html), ...(context.links.length > 0 ? [attribute('links', [...new Set(context.links)].join(' '))] : [])],
    children: [],
  };
}

function importNode({name, from}: {name: string; from: string}): Node {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
            attributes: [],
          },
        ],
      },
    },
  };
}

function replaceTables(parent: Node, baseUrl: string): number {
  let count = 0;
  const children = parent.children ?? [];
  children.forEach((child, index) => {
    const replacement = staticTableElement(child, baseUrl);
    if (replacement) {
      children[index] = replacement;
      count += 1;
    } else {
      count += replaceTables(child, baseUrl);
    }
  });
  return count;
}

export default function rehypeStaticTables(options: RehypeStaticTablesOptions) {
  return (tree: Node): void => {
    if (replaceTables(tree, options.baseUrl) > 0) tree.children?.unshift(importNode(STATIC_TABLE_COMPONENT));
  };
}
