import remarkGlossaryLinks from '../remark';
import {linkTerms, MAX_LINKS_PER_PAGE, type MdNode} from '../src/termLinks';
import type {GlossaryEntry} from '../src/types';

const entry = (id: string, term: string, aliases: string[] = []): GlossaryEntry => ({
  id,
  term,
  aliases,
  definition: `Definicja ${id}.`,
  pages: ['/x/'],
});
const entries = [entry('ovs', 'dysk OVS', ['OVS']), entry('tier', 'tier'), entry('snapshot', 'punkt przywracania', ['snapshot'])];

// mdast built by hand (the unified packages are ES modules that jest here does not load).
const text = (value: string): MdNode => ({type: 'text', value});
const node = (type: string, ...children: MdNode[]): MdNode => ({type, children});
const para = (...children: (MdNode | string)[]): MdNode =>
  node('paragraph', ...children.map((child) => (typeof child === 'string' ? text(child) : child)));
const root = (...children: MdNode[]): MdNode => node('root', ...children);
const tree = (markdown: string): MdNode => root(para(markdown));

function terms(node: MdNode): {id: string; text: string}[] {
  const found: {id: string; text: string}[] = [];
  const walk = (current: MdNode) => {
    if (current.type === 'mdxJsxTextElement' && current.name === 'GlossaryTerm') {
      const attributes = current.attributes as {name: string; value: string}[];
      found.push({id: attributes.find((attribute) => attribute.name === 'id')?.value ?? '', text: current.children?.[0]?.value ?? ''});
    }
    current.children?.forEach(walk);
  };
  walk(node);
  return found;
}

describe('glossary term links', () => {
  it('link the first occurrence of each term only, longest name first, keeping the words as written', () => {
    const page = tree('Podłącz Dysk OVS do maszyny. Drugi dysk OVS i OVS nie. Zmień Tier dysku, potem tier.');
    expect(linkTerms(page, {entries})).toEqual(['ovs', 'tier']);
    expect(terms(page)).toEqual([
      {id: 'ovs', text: 'Dysk OVS'},
      {id: 'tier', text: 'Tier'},
    ]);
  });

  it('skip headings, code, links, tables and components', () => {
    const page = root(
      node('heading', text('Tier i snapshot')),
      para({type: 'inlineCode', value: 'tier'}, ' w kodzie, ', node('link', text('tier')), ' w linku.'),
      node('table', node('tableRow', node('tableCell', text('tier snapshot')))),
      {type: 'mdxJsxFlowElement', name: 'Widget', children: [para('tier snapshot')]},
      {type: 'code', value: 'tier'},
      para('Tu dopiero ', node('emphasis', text('tier')), '.'),
    );
    linkTerms(page, {entries});
    expect(terms(page)).toEqual([{id: 'tier', text: 'tier'}]);
  });

  it('match whole words and acronyms as written, across non-breaking spaces', () => {
    const page = tree('Tiery, ovs i OVSX nie; punkt\u00a0przywracania tak.');
    linkTerms(page, {entries});
    expect(terms(page)).toEqual([{id: 'snapshot', text: 'punkt\u00a0przywracania'}]);
  });

  it('honour a page opt-out, skipped terms, the glossary page and the cap per page', () => {
    const run = (markdown: string, file: {path?: string; data?: {frontMatter?: Record<string, unknown>}}) => {
      const page = tree(markdown);
      remarkGlossaryLinks({entries})(page, file);
      return terms(page).map((term) => term.id);
    };
    expect(run('tier i snapshot', {path: 'docs/a.mdx', data: {frontMatter: {glossary_links: false}}})).toEqual([]);
    expect(run('tier i snapshot', {path: 'docs/a.mdx', data: {frontMatter: {glossary_skip: ['tier']}}})).toEqual(['snapshot']);
    expect(run('tier i snapshot', {path: 'docs/slowniczek.mdx'})).toEqual([]);
    const many = Array.from({length: MAX_LINKS_PER_PAGE + 5}, (_unused, index) => entry(`e${index}`, `termin${index}x`));
    const page = tree(many.map((item) => item.term).join(' '));
    expect(linkTerms(page, {entries: many})).toHaveLength(MAX_LINKS_PER_PAGE);
  });
});
