import {blockquote, table} from '../../page-data-kit/twins/markdown';
import type {ComponentCall, ComponentRenderer} from '../../page-data-kit/twins/forms';
import {PLUGIN_NAME, type MdAttribute, type MdNode} from './types';

export type {ComponentCall, ComponentRenderer};

/**
 * MDX page → its Markdown twin: plain CommonMark + GFM tables, no import/export, no JSX. The
 * author's Markdown is copied from the source as written (tables, emphasis, lists keep their
 * form, so a sentence reads the same on the page and in the twin); only what Markdown cannot
 * hold is rewritten: MDX imports and comments go, components become their Markdown
 * equivalent (each from the renderer registered under its name), admonitions become block
 * quotes with a label, and links become absolute page addresses. Pure: the caller parses the
 * page (with the site settings already filled in) and passes the tree with its positions.
 */

export class ConversionError extends Error {}

export interface ConvertOptions {
  components: Readonly<Record<string, ComponentRenderer>>;
  /** Polish label of each admonition type (`note` → `Notatka`); another type fails. */
  admonitionLabels: Readonly<Record<string, string>>;
  /** Absolute address of a link target written in the page. */
  resolveUrl: (url: string) => string;
}

export interface PageInput {
  /** Source file relative to the site (`docs/billing/faktury.mdx`). */
  file: string;
  title: string;
  description?: string;
  /** Absolute address of the HTML page. */
  url: string;
  /** The page body without front matter, settings filled in: the text `tree` was parsed from. */
  body: string;
  tree: MdNode;
}

// HTML elements pages use: what each becomes. Any other element fails like an unknown component.
const HTML_ELEMENTS: Readonly<Record<string, 'children' | 'drop' | 'table'>> = {
  div: 'children',
  span: 'children',
  kbd: 'children',
  head: 'drop',
  // Generated reference tables written as HTML (card layout on phones): a GFM table in the twin.
  table: 'table',
};
const COMMENT_ONLY = /^\s*\/\*[\s\S]*\*\/\s*$/;
const LIST_MARKER = /^(\s*)([-*+]|\d{1,9}[.)])(?=\s)/;

export function convertPage(page: PageInput, options: ConvertOptions): string {
  const source = page.body;
  let headingDepth = 1;

  const fail = (node: MdNode, message: string): never => {
    throw new ConversionError(`[${PLUGIN_NAME}] ${page.file}:${node.position?.start.line ?? '?'}: ${message}`);
  };
  const start = (node: MdNode) => node.position?.start.offset ?? fail(node, 'node without a source position');
  const end = (node: MdNode) => node.position?.end.offset ?? fail(node, 'node without a source position');
  const slice = (node: MdNode) => source.slice(start(node), end(node));

  /** What stands before the node on its first line, markers of lists turned to spaces: the prefix its continuation lines carry. */
  function linePrefix(node: MdNode): string {
    const offset = start(node);
    const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
    return source
      .slice(lineStart, offset)
      .replace(LIST_MARKER, (_all, indent: string, marker: string) => indent + ' '.repeat(marker.length))
      .replace(/[^\s>]/g, ' ');
  }

  /** Text written for column 1, placed where the node stands (continuation lines get its prefix). */
  function inPlace(text: string, node: MdNode): string {
    const prefix = linePrefix(node);
    if (!text.includes('\n') || prefix === '') return text;
    return text
      .split('\n')
      .map((line, index) => (index === 0 ? line : line === '' ? prefix.trimEnd() : prefix + line))
      .join('\n');
  }

  /** In-place text moved to column 1: continuation lines lose the indentation the node had. */
  function toColumnOne(text: string, node: MdNode): string {
    const indent = (node.position?.start.column ?? 1) - 1;
    if (indent === 0 || !text.includes('\n')) return text;
    return text
      .split('\n')
      .map((line, index) => (index === 0 ? line : line.replace(new RegExp(`^[ \\t]{0,${indent}}`), '')))
      .join('\n');
  }

  /** Children of a container (page, component, admonition) as blocks separated by blank lines. */
  function blocks(children: readonly MdNode[]): string {
    return children
      .map((child) => toColumnOne(render(child), child).trim())
      .filter((text) => text !== '')
      .join('\n\n');
  }

  /** The node's source with each child replaced by its rendering (the gaps copied as written). */
  function splice(node: MdNode): string {
    const children = node.children ?? [];
    if (children.length === 0) return slice(node);
    let out = '';
    let cursor = start(node);
    for (const child of children) {
      out += source.slice(cursor, start(child)) + render(child);
      cursor = end(child);
    }
    return out + source.slice(cursor, end(node));
  }

  /** Children of an inline element or link label: from the first child to the last, rendered. */
  function inlineChildren(node: MdNode): string {
    const children = node.children ?? [];
    if (children.length === 0) return '';
    let out = '';
    let cursor = start(children[0]);
    for (const child of children) {
      out += source.slice(cursor, start(child)) + render(child);
      cursor = end(child);
    }
    return out;
  }

  function attributeValue(node: MdNode, attribute: MdAttribute): string | number | boolean {
    const {value} = attribute;
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value.value.replace(/^'(.*)'$/s, (_all, inner: string) => JSON.stringify(inner)));
      if (typeof parsed === 'string' || typeof parsed === 'number' || typeof parsed === 'boolean') return parsed;
    } catch {
      // reported below
    }
    return fail(
      node,
      `<${node.name}>: the attribute ${attribute.name}={${value.value}} is not a number, string or boolean, which a Markdown twin cannot show`,
    );
  }

  function call(node: MdNode): ComponentCall {
    const attributes: Record<string, string | number | boolean> = {};
    for (const attribute of Array.isArray(node.attributes) ? node.attributes : []) {
      if (attribute.type !== 'mdxJsxAttribute' || !attribute.name)
        fail(node, `<${node.name}>: spread attributes cannot be shown in Markdown`);
      attributes[attribute.name!] = attributeValue(node, attribute);
    }
    const inline = node.type === 'mdxJsxTextElement';
    return {
      name: node.name ?? '',
      inline,
      attributes,
      file: page.file,
      line: node.position?.start.line ?? 0,
      page: {title: page.title, url: page.url},
      headingDepth,
      children: () => (inline ? inlineChildren(node) : blocks(node.children ?? [])),
      childElements: () => (node.children ?? []).filter((child) => child.type.startsWith('mdxJsx')).map(call),
    };
  }

  function element(node: MdNode): string {
    const name = node.name;
    if (!name) return fail(node, 'a JSX fragment (<>…</>) cannot be shown in Markdown; use a <div> or plain Markdown');
    if (/^[a-z]/.test(name)) {
      const kind = HTML_ELEMENTS[name];
      if (!kind)
        return fail(node, `the HTML element <${name}> has no Markdown form in the twin (known: ${Object.keys(HTML_ELEMENTS).join(', ')})`);
      if (kind === 'drop') return '';
      if (kind === 'table') return inPlace(htmlTable(node), node);
      return node.type === 'mdxJsxTextElement' ? inlineChildren(node) : blocks(node.children ?? []);
    }
    const renderer = options.components[name];
    if (!renderer) {
      return fail(
        node,
        `no Markdown renderer for the component <${name}>: add its Markdown form to the plugin that gives it (markdownForms in its public.ts, listed in plugins/markdown-twins/src/registry.ts)`,
      );
    }
    const outer = headingDepth;
    const text = renderer(call(node));
    headingDepth = outer;
    return inPlace(text, node);
  }

  /** An HTML table (thead/tbody/tr/th/td, as our generators write them) as a GFM table, every row kept. */
  function htmlTable(node: MdNode): string {
    const elements = (parent: MdNode, name: string): MdNode[] =>
      (parent.children ?? []).flatMap((child) =>
        child.type.startsWith('mdxJsx')
          ? child.name === name
            ? [child]
            : elements(child, name)
          : child.type === 'paragraph'
            ? elements(child, name)
            : [],
      );
    const rows = elements(node, 'tr').map((row) =>
      (row.children ?? [])
        .flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]))
        .filter((cell) => cell.name === 'th' || cell.name === 'td')
        .map((cell) => ({header: cell.name === 'th', text: inlineChildren(cell).replace(/\s+/g, ' ').trim()})),
    );
    const [first, ...rest] = rows;
    if (!first || !first.every((cell) => cell.header))
      return fail(node, 'an HTML table needs a first row of <th> cells to become a Markdown table');
    return table(
      first.map((cell) => cell.text),
      rest.map((row) => row.map((cell) => cell.text)),
    );
  }

  function admonition(node: MdNode): string {
    const type = node.name ?? '';
    const label = options.admonitionLabels[type];
    if (!label)
      return fail(node, `the admonition :::${type} has no Polish label (known: ${Object.keys(options.admonitionLabels).join(', ')})`);
    const [first, ...rest] = node.children ?? [];
    const titled = first?.data?.directiveLabel === true;
    const title = titled ? inlineChildren(first).trim() : '';
    const body = blocks(titled ? rest : (node.children ?? []));
    const lead = `**${title ? `${label}: ${title}` : label}**`;
    return inPlace(blockquote(body ? `${lead}\n\n${body}` : lead), node);
  }

  function expression(node: MdNode): string {
    const value = node.value ?? '';
    if (COMMENT_ONLY.test(value)) return '';
    const literal = /^\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(value);
    if (literal) return literal[2];
    return fail(node, `the expression {${value.trim()}} cannot be shown in Markdown; write the text itself`);
  }

  function render(node: MdNode): string {
    switch (node.type) {
      case 'mdxjsEsm':
        return '';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return expression(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return element(node);
      case 'containerDirective':
        return admonition(node);
      case 'heading': {
        headingDepth = node.depth ?? headingDepth;
        // A heading id comment (`## Tytuł {/* #id */}`) leaves a trailing space behind.
        return splice(node).replace(/[ \t]+$/, '');
      }
      case 'link':
        // An autolink or a bare address shows the address itself: keep it as written.
        if (source[start(node)] !== '[') return slice(node);
        return `[${inlineChildren(node)}](${options.resolveUrl(node.url ?? '')}${node.title ? ` "${node.title.replace(/"/g, '\\"')}"` : ''})`;
      case 'image':
        return `![${node.alt ?? ''}](${options.resolveUrl(node.url ?? '')})`;
      case 'definition':
        return `[${node.label ?? node.identifier}]: ${options.resolveUrl(node.url ?? '')}`;
      case 'root':
        return blocks(node.children ?? []);
      case 'text':
        // MDX needs braces in prose escaped (`/tickets/\{id\}`); Markdown does not.
        return slice(node).replace(/\\([{}])/g, '$1');
      default:
        // Markdown nodes (and text or leaf directives, which the site shows as the text written) as written.
        return splice(node);
    }
  }

  const body = render(page.tree);
  const head = [`# ${page.title}`, ...(page.description ? [blockquote(page.description)] : [])];
  return `${[...head, body].filter((part) => part.trim() !== '').join('\n\n')}\n`;
}
