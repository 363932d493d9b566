import remarkGlossaryLinks from '../remark';
import {glossary} from '../data/glossary';
import {docRouteOfFile, entriesForRoute} from '../src/linkScope';
import type {MdNode} from '../src/termLinks';

const linked = (path: string, words: string): string[] => {
  const tree: MdNode = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: words}]}]};
  remarkGlossaryLinks({entries: glossary})(tree, {path, data: {frontMatter: {}}});
  const ids: string[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'mdxJsxTextElement' && node.name === 'GlossaryTerm') {
      ids.push(String((node.attributes as {name: string; value: string}[]).find((attribute) => attribute.name === 'id')?.value));
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return ids;
};

describe('glossary links scoped to the senses a page uses', () => {
  it('derives a doc page’s route from its file', () => {
    expect(docRouteOfFile('/repo/docs/services/api/referencja/konto.mdx')).toBe('/services/api/referencja/konto/');
    expect(docRouteOfFile('/repo/docs/services/cloud-storage/index.mdx')).toBe('/services/cloud-storage/');
    expect(docRouteOfFile('/repo/src/pages/index.tsx')).toBeNull();
  });

  it('never links a storage-only sense in the API and Terraform references or the tools page', () => {
    expect(linked('/r/docs/services/api/referencja/konto.mdx', 'Zwraca obiekt konta.')).not.toContain('obiekt');
    expect(linked('/r/docs/services/terraform/zasoby.mdx', 'Każdy obiekt zasobu.')).not.toContain('obiekt');
    expect(linked('/r/docs/narzedzia.mdx', 'Generator tworzy manifest.')).not.toContain('manifest');
    expect(linked('/r/docs/services/cloud-storage/podstawowe-pojecia.mdx', 'Każdy obiekt ma nazwę.')).toContain('obiekt');
    expect(linked('/r/docs/services/cloud-storage/rest-api.mdx', 'Wyślij manifest.')).toContain('manifest');
  });

  it('does not link “backup” to the machine backup on the traffic manager pages, and still does elsewhere', () => {
    expect(linked('/r/docs/services/traffic-manager/pojecia.mdx', 'Grupa backup przejmuje ruch.')).not.toContain('kopia-zapasowa');
    expect(linked('/r/docs/faq/faq/inne.mdx', 'Zrób backup maszyny.')).toContain('kopia-zapasowa');
  });

  it('keeps unscoped entries everywhere and scoped ones off pages of unknown route', () => {
    const scoped = glossary.filter((entry) => entry.linksIn || entry.linksNotIn).map((entry) => entry.id);
    expect(scoped).toEqual(expect.arrayContaining(['obiekt', 'manifest', 'kopia-zapasowa']));
    expect(entriesForRoute(glossary, null).length).toBe(glossary.length - scoped.length);
    expect(entriesForRoute(glossary, '/billing/').map((entry) => entry.id)).toContain('kopia-zapasowa');
  });
});
