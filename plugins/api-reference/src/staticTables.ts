import type {toHtml as ToHtml} from 'hast-util-to-html';
import {importNode} from '../../page-data-kit/mdx/nodes';
import {linkTarget, STATIC_TABLE_COMPONENT, type SiteUrls} from './staticTableLinks';

/**
 * Rehype plugin for the tables of the docs (issue 40): a field table of the generated reference
 * and Terraform pages (`<div data-search-skip=""><table className="data-cards">…`) or a Markdown
 * table holds nothing interactive, yet as MDX it is hundreds of React elements that every phone
 * builds and hydrates one by one. Here such a table becomes `<ApiStaticTable html="…" />`: the same
 * HTML, rendered at build time from the page's own nodes (hast-util-to-html escapes it) and handed
 * to React as one `dangerouslySetInnerHTML`, which hydration does not walk. A table with anything
 * else inside (a component, an expression, an element the MDX components map would render
 * differently, a link that is neither `/…` nor `#…`) is left as it is.
 * Pure: plain node objects in, plain node objects out.
 */

export interface RehypeStaticTablesOptions extends SiteUrls {
  /**
   * Pages whose Markdown tables go static too, by a part of their file path ('/docs/services/terraform/').
   * Elsewhere the component's code would be one more thing for a page's first load to carry, for
   * a table or two.
   */
  markdownTablesIn: readonly string[];
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
// Markdown's elements in a table cell that the page writes as they are (`a` and `code` as their
// MDX components write them); any other (an image, a list) is the MDX components map's to render.
const MARKDOWN_TAGS = new Set([
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'code',
  'strong',
  'em',
  'del',
  'br',
  'sup',
  'sub',
  'kbd',
  'span',
]);
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

function convert(node: Node, parentTag: string, context: {urls: SiteUrls; links: string[]}): HastChild[] {
  if (node.type === 'text') {
    return TABLE_STRUCTURE.has(parentTag) && isBlank(node) ? [] : [{type: 'text', value: node.value ?? ''}];
  }
  let tagName: string;
  let properties: Record<string, unknown>;
  if (node.type === 'element' && typeof node.tagName === 'string') {
    tagName = node.tagName;
    properties = {...node.properties};
    if (!MARKDOWN_TAGS.has(tagName) || 'align' in properties) throw new NotStatic();
    if (tagName === 'a') {
      const target = linkTarget(properties.href, context.urls);
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

const attribute = (name: string, value: string | null) => ({type: 'mdxJsxAttribute', name, value});

/** The rows of a field table's body: the HTML's rows less the header row. */
const bodyRows = (html: string) => String((html.match(/<tr[\s>]/g) ?? []).length - 1);

function staticElement(html: string, links: readonly string[], markdown: boolean): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_TABLE_COMPONENT.name,
    attributes: [
      // The page reserves a field table's height from its number of rows while it is off screen.
      ...(markdown ? [attribute('markdown', null)] : [attribute('rows', bodyRows(html))]),
      attribute('html', html),
      ...(links.length > 0 ? [attribute('links', [...new Set(links)].join(' '))] : []),
    ],
    children: [],
  };
}

// hast-util-to-html is an ES module only: loaded by the plugin's first run, so that reading the
// site config (which names this plugin) needs no ES module loader (jest, for one).
let toHtml: typeof ToHtml | undefined;

/** Serialises nodes, or undefined when one of them is not plain HTML. */
function staticHtml(nodes: readonly Node[], parentTag: string, context: {urls: SiteUrls; links: string[]}): string | undefined {
  if (!toHtml) throw new Error('[api-reference] static tables: the HTML serialiser is loaded by rehypeStaticTables.');
  try {
    return toHtml(nodes.flatMap((node) => convert(node, parentTag, context)) as Parameters<typeof ToHtml>[0]);
  } catch (error) {
    if (error instanceof NotStatic) return undefined;
    throw error;
  }
}

/**
 * `<ApiStaticTable html links? />` for a wrapped field table (the HTML is the table), or
 * `<ApiStaticTable markdown html links? />` for a Markdown table (the HTML is its rows, which the
 * page's Markdown table component shows); undefined when the node is neither, or not plain HTML.
 */
export function staticTableElement(node: Node, urls: SiteUrls, markdownTables = true): Node | undefined {
  const context = {urls, links: [] as string[]};
  const table = wrappedTable(node);
  if (table) {
    const html = staticHtml([table], 'div', context);
    return html === undefined ? undefined : staticElement(html, context.links, false);
  }
  // A Markdown table: the element Markdown made, not one written as JSX; a cell alignment would
  // become a style attribute in MDX, so such a table stays in React.
  if (!markdownTables || node.type !== 'element' || node.tagName !== 'table' || Object.keys(node.properties ?? {}).length > 0)
    return undefined;
  const html = staticHtml(node.children ?? [], 'table', context);
  return html === undefined ? undefined : staticElement(html, context.links, true);
}

function replaceTables(parent: Node, urls: SiteUrls, markdownTables: boolean): number {
  let count = 0;
  const children = parent.children ?? [];
  children.forEach((child, index) => {
    const replacement = staticTableElement(child, urls, markdownTables);
    if (replacement) {
      children[index] = replacement;
      count += 1;
    } else {
      count += replaceTables(child, urls, markdownTables);
    }
  });
  return count;
}

export default function rehypeStaticTables(options: RehypeStaticTablesOptions) {
  return async (tree: Node, file: {path?: string}): Promise<void> => {
    toHtml ??= (await import('hast-util-to-html')).toHtml;
    const filePath = (file.path ?? '').split('\\').join('/');
    const markdownTables = options.markdownTablesIn.some((part) => filePath.includes(part));
    if (replaceTables(tree, {baseUrl: options.baseUrl, trailingSlash: options.trailingSlash}, markdownTables) > 0)
      tree.children?.unshift(importNode(STATIC_TABLE_COMPONENT) as Node);
  };
}
