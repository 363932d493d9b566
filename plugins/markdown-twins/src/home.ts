import {blockquote, escapeText, link} from '../../page-data-kit/twins/markdown';
import type {Section} from './llms';

/**
 * The home page's twin (`/pl/docs/index.md`): the home page is a React page, not a doc, so it has
 * no MDX source to convert. Its texts come from the same data the page renders (passed in by the
 * site's config as plugin options) and its sections are the llms.txt sections, so the twin lists
 * what the page and the sidebar list. Pure.
 */
export interface HomeLink {
  title: string;
  /** Route relative to the base path, with its trailing slash, optionally with an anchor. */
  to: string;
  description?: string;
}

export interface HomeContent {
  /** The page's `<h1>`. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The paragraph under the title. */
  lead: string;
  tasksHeading: string;
  tasks: readonly HomeLink[];
  linksHeading: string;
  links: readonly HomeLink[];
}

export interface HomeTwinInput {
  home: HomeContent;
  /** Absolute address of the home page. */
  url: string;
  /** A route's absolute twin address (`/billing/` → `https://…/pl/docs/billing/index.md`). */
  twinOf: (route: string) => string;
  sections: readonly Section[];
  /** Files for assistants (llms.txt, OpenAPI, data files), as llms.txt lists them. */
  files: readonly {label: string; url: string; description: string}[];
}

const item = (label: string, url: string, description?: string) =>
  `- ${link(label, url)}${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;

// A task may lead to a heading of its page (`#zaloguj-się…`); the twin has no anchors, so the
// line leads to the page's twin and names nothing more than the task itself.
const routeOnly = (to: string) => to.replace(/#.*$/, '');

export function homeTwin({home, url, twinOf, sections, files}: HomeTwinInput): string {
  const parts = [
    `# ${escapeText(home.title)}`,
    blockquote(home.description),
    `Adres strony: ${url}`,
    escapeText(home.lead),
    `## ${escapeText(home.tasksHeading)}`,
    home.tasks.map((task) => item(task.title, twinOf(routeOnly(task.to)), task.description)).join('\n'),
    `## ${escapeText(home.linksHeading)}`,
    home.links.map((entry) => item(entry.title, twinOf(routeOnly(entry.to)), entry.description)).join('\n'),
    '## Działy dokumentacji',
    'Każda strona ma wersję w Markdown pod swoim adresem z dopisanym `index.md`; odnośniki poniżej prowadzą do tych wersji, w kolejności menu bocznego.',
    ...sections.map(
      (section) =>
        `### ${escapeText(section.title)}\n\n${section.pages.map((page) => item(page.title, page.twinUrl, page.description)).join('\n')}`,
    ),
    '## Pliki dla narzędzi i asystentów AI',
    files.map((file) => item(file.label, file.url, file.description)).join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}
