/**
 * Development search (`docusaurus start`): the dev server renders no HTML, so the index is made
 * from the MDX sources instead. Each page's Markdown tree becomes a small HTML document shaped
 * like a built doc page (h1 in a header, the body in .theme-doc-markdown, h2/h3 with the ids
 * Docusaurus gives them), and the production extractor and index builder read it as they read
 * the build. Pure: the caller parses the MDX (unified is ESM-only) and passes the tree.
 */

/** The parts of an mdast/MDX node this module reads. */
export interface MarkdownNode {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean | null;
  children?: MarkdownNode[];
}

/** Turns heading text into its anchor id (Docusaurus' own slugger in the plugin). */
export type Slugger = (text: string) => string;

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

/** Plain text of a node, as a heading's slug is made from it. */
export function textOf(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

// What the reader sees of a node: imports, exports and {expressions} render nothing readable.
const INVISIBLE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml', 'toml', 'definition']);

export function markdownToHtml(node: MarkdownNode, slug: Slugger): string {
  const inner = () => (node.children ?? []).map((child) => markdownToHtml(child, slug)).join('');
  switch (node.type) {
    case 'text':
      return escapeHtml(node.value ?? '');
    case 'inlineCode':
      return `<code>${escapeHtml(node.value ?? '')}</code>`;
    case 'code':
      return `<pre><code>${escapeHtml(node.value ?? '')}</code></pre>`;
    case 'heading': {
      const level = Math.min(Math.max(node.depth ?? 2, 1), 6);
      // h1 inside the body would replace the page title; Docusaurus keeps one h1 per page too.
      if (level === 1) return `<p>${inner()}</p>`;
      return `<h${level} id="${escapeHtml(slug(textOf(node)))}">${inner()}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'list':
      return node.ordered ? `<ol>${inner()}</ol>` : `<ul>${inner()}</ul>`;
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'table':
      return `<table>${inner()}</table>`;
    case 'tableRow':
      return `<tr>${inner()}</tr>`;
    case 'tableCell':
      return `<td>${inner()}</td>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'break':
      return '<br>';
    case 'thematicBreak':
      return '';
    default:
      if (INVISIBLE.has(node.type)) return '';
      // Components (<Tabs>, <TabItem>), admonitions (:::tip), emphasis, links: their text.
      return node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective' ? `<div>${inner()}</div>` : inner();
  }
}

export interface DevPageInput {
  title: string;
  description: string;
  keywords: readonly string[];
  tree: MarkdownNode;
}

/** A document that plugins/search-pl/src/extract.ts reads like a built doc page. */
export function devPageHtml({title, description, keywords, tree}: DevPageInput, slug: Slugger): string {
  const meta = keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(keywords.join(','))}">` : '';
  return [
    `<html><head><title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">${meta}</head><body><article>`,
    `<div class="theme-doc-markdown markdown"><header><h1>${escapeHtml(title)}</h1></header>`,
    markdownToHtml(tree, slug),
    '</div></article></body></html>',
  ].join('');
}
