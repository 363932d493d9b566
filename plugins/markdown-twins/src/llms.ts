import {blockquote, escapeText} from '../../page-data-kit/twins/markdown';

/**
 * llms.txt and llms-full.txt (the llms.txt convention: https://llmstxt.org/): the site's title,
 * a one-line summary, then one `## ` section per sidebar section listing its pages in sidebar
 * order. Pure: the plugin passes the docs plugin's processed sidebar and the twins.
 */

/** The items of a processed sidebar (what the docs plugin loads) that the index reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'; [key: string]: unknown};

export interface TwinPage {
  id: string;
  title: string;
  description: string;
  /** Absolute address of the HTML page. */
  url: string;
  /** Absolute address of the twin. */
  twinUrl: string;
  markdown: string;
}

export interface Section {
  title: string;
  pages: TwinPage[];
}

/**
 * Sections in sidebar order: each category is a section of its own (a nested one titled
 * "Parent › Child"), with its index page first; a page at the top level is a section of one.
 * Pages the sidebar does not list come last, so the index still names every twin.
 */
export function sidebarSections(items: readonly SidebarItem[], pages: readonly TwinPage[]): Section[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const listed = new Set<string>();
  const sections: Section[] = [];
  const take = (id: string | undefined): TwinPage[] => {
    const page = id === undefined ? undefined : byId.get(id);
    if (!page || listed.has(page.id)) return [];
    listed.add(page.id);
    return [page];
  };
  const category = (item: Extract<SidebarItem, {type: 'category'}>, parents: readonly string[]) => {
    const title = [...parents, item.label].join(' › ');
    const section: Section = {title, pages: take(item.link?.type === 'doc' ? item.link.id : undefined)};
    sections.push(section);
    for (const child of item.items) {
      if (child.type === 'category') category(child, [...parents, item.label]);
      else if (child.type === 'doc' || child.type === 'ref') section.pages.push(...take(child.id as string));
    }
  };
  for (const item of items) {
    if (item.type === 'category') category(item, []);
    else if (item.type === 'doc' || item.type === 'ref') {
      const own = take(item.id as string);
      if (own.length > 0) sections.push({title: (item.label as string | undefined) ?? own[0].title, pages: own});
    }
  }
  const rest = pages.filter((page) => !listed.has(page.id));
  if (rest.length > 0) sections.push({title: 'Pozostałe strony', pages: rest});
  return sections.filter((section) => section.pages.length > 0);
}

export interface SiteSummary {
  title: string;
  summary: string;
  /** Extra lines of the introduction (files other than pages: OpenAPI, full text). */
  links: readonly {label: string; url: string; description: string}[];
}

const line = (label: string, url: string, description: string) =>
  `- [${escapeText(label)}](${url})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;

export function llmsTxt(site: SiteSummary, sections: readonly Section[]): string {
  const intro = [
    'Każda strona dokumentacji ma wersję w Markdown pod swoim adresem z dopisanym `index.md`; poniżej odnośniki prowadzą do tych wersji, w kolejności menu bocznego.',
    site.links.map((entry) => line(entry.label, entry.url, entry.description)).join('\n'),
  ];
  const body = sections.map(
    (section) => `## ${section.title}\n\n${section.pages.map((page) => line(page.title, page.twinUrl, page.description)).join('\n')}`,
  );
  return `${[`# ${site.title}`, blockquote(site.summary), ...intro, ...body].join('\n\n')}\n`;
}

/** Every twin in sidebar order; each starts with its `# ` title and the addresses of the page and of the twin. */
export function llmsFullTxt(site: SiteSummary, sections: readonly Section[]): string {
  const pages = sections.flatMap((section) => section.pages);
  const head = [
    `# ${site.title}: pełna treść`,
    blockquote(site.summary),
    `Strony w kolejności menu bocznego (${pages.length}), oddzielone linią \`---\`. Każda zaczyna się od tytułu i adresu.`,
  ].join('\n\n');
  const parts = pages.map((page) => {
    const [title, ...rest] = page.markdown.trimEnd().split('\n');
    return [title, '', `Adres strony: ${page.url}`, `Wersja Markdown: ${page.twinUrl}`, ...rest].join('\n');
  });
  return `${[head, ...parts].join('\n\n---\n\n')}\n`;
}
