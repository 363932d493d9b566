/**
 * Content lint rules (issue 10), pure: each takes a page's front matter and body (or the doc
 * ids and the sidebar config) and returns what is wrong, with the line where it helps.
 * tests/content/contentLint.test.ts runs them over docs/; scripts/check-mdx.mjs gives writers
 * the same placeholder and heading checks before a build.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {glossary} from '../../plugins/glossary/data/glossary';
import {PLACEHOLDER_PATTERN} from '../../plugins/page-data-kit/placeholders';
import {findTermVariants, termRules} from '../../plugins/glossary/src/terminology';

export interface LintProblem {
  rule: 'placeholder' | 'description' | 'heading-level' | 'image-alt' | 'sidebar' | 'terminology' | 'voice';
  message: string;
  line?: number;
}

export interface LintedPage {
  frontMatter: Record<string, unknown>;
  body: string;
}

/** Body lines with fenced code blanked out (line numbers kept), so code never counts as prose. */
export function proseLines(body: string): string[] {
  let fence: string | undefined;
  return body.split('\n').map((line) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/** Placeholder words anywhere in the page, code and front matter included. */
export function placeholderProblems(page: LintedPage): LintProblem[] {
  const inFrontMatter = PLACEHOLDER_PATTERN.exec(JSON.stringify(page.frontMatter));
  const problems: LintProblem[] = inFrontMatter
    ? [{rule: 'placeholder', message: `placeholder "${inFrontMatter[0]}" in the front matter`}]
    : [];
  page.body.split('\n').forEach((line, index) => {
    const found = PLACEHOLDER_PATTERN.exec(line);
    if (found) problems.push({rule: 'placeholder', message: `placeholder "${found[0]}"`, line: index + 1});
  });
  return problems;
}

export function descriptionProblems(page: LintedPage): LintProblem[] {
  const {description} = page.frontMatter;
  if (typeof description === 'string' && description.trim() !== '') return [];
  return [{rule: 'description', message: 'no `description` in the front matter (search engines and link previews show it)'}];
}

/** The title is the page's h1, so the body starts at ## and never goes down two levels at once. */
export function headingProblems(page: LintedPage): LintProblem[] {
  const problems: LintProblem[] = [];
  let previous = 1;
  proseLines(page.body).forEach((line, index) => {
    const hashes = line.match(/^ {0,3}(#{1,6})(?:\s|$)/)?.[1];
    if (!hashes) return;
    const level = hashes.length;
    if (level > previous + 1) {
      problems.push({rule: 'heading-level', message: `heading level skipped: h${previous} then h${level}`, line: index + 1});
    }
    previous = level;
  });
  return problems;
}

/** Markdown images `![alt](src)` and `<img>` elements need a text alternative (WCAG 1.1.1). */
export function imageAltProblems(page: LintedPage): LintProblem[] {
  const problems: LintProblem[] = [];
  proseLines(page.body).forEach((rawLine, index) => {
    const line = rawLine.replace(/`[^`]*`/g, '');
    for (const image of line.matchAll(/!\[([^\]]*)\]\s*[([]/g)) {
      if (image[1].trim() === '') problems.push({rule: 'image-alt', message: `image without alt text: ${image[0]}…`, line: index + 1});
    }
    for (const tag of line.matchAll(/<img\b[^>]*>/gi)) {
      const alt = tag[0].match(/\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/);
      if (!alt || (alt[1] ?? alt[2] ?? alt[3] ?? '').trim() === '') {
        problems.push({rule: 'image-alt', message: `<img> without alt text: ${tag[0]}`, line: index + 1});
      }
    }
  });
  return problems;
}

// Discouraged variants come from the glossary, so one list serves tooltips, search and this check;
// the rules (code, quoted panel labels and "zwany też" allowed) are those of ./terminology.ts.
const TERM_RULES = termRules(glossary);
export function terminologyProblems(page: LintedPage): LintProblem[] {
  return findTermVariants('', page.body, TERM_RULES, {markdown: true}).map((finding) => ({
    rule: 'terminology',
    message: `discouraged variant "${finding.found}": use the glossary term "${finding.preferred}"`,
    line: finding.line,
  }));
}

const LOWERCASE_ADDRESS = /(?<![\p{L}])(twój|twoja|twoje|twojego|twojej|twoim|twoich|twoją|ciebie|tobie)(?![\p{L}])/u;

/**
 * One voice across the site (issue 16): the reader is addressed with a capital Ty/Twój, and a
 * title or description uses an en dash for an aside, never a hyphen between spaces.
 */
export function voiceProblems(page: LintedPage): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const key of ['title', 'description', 'sidebar_label']) {
    const value = page.frontMatter[key];
    if (typeof value === 'string' && / - /.test(value))
      problems.push({rule: 'voice', message: `hyphen used as a dash in \`${key}\`: write " – " (en dash)`});
  }
  proseLines(page.body).forEach((line, index) => {
    const found = LOWERCASE_ADDRESS.exec(line.replace(/`[^`]*`/g, ''));
    if (found)
      problems.push({rule: 'voice', message: `"${found[1]}": address the reader with a capital letter (Twój, Ciebie…)`, line: index + 1});
  });
  return problems;
}

export function lintPage(page: LintedPage): LintProblem[] {
  return [
    ...placeholderProblems(page),
    ...descriptionProblems(page),
    ...headingProblems(page),
    ...imageAltProblems(page),
    ...terminologyProblems(page),
    ...voiceProblems(page),
  ];
}

/** How the sidebars reach docs: ids named in them, and folders they list automatically. */
export interface SidebarReach {
  docIds: Set<string>;
  autogeneratedDirs: string[];
}

export function sidebarReach(sidebars: SidebarsConfig): SidebarReach {
  const reach: SidebarReach = {docIds: new Set(), autogeneratedDirs: []};
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      reach.docIds.add(item);
      return;
    }
    if (Array.isArray(item)) {
      item.forEach(visit);
      return;
    }
    if (typeof item !== 'object' || item === null) return;
    const entry = item as {type?: string; id?: string; dirName?: string; link?: {type?: string; id?: string}; items?: unknown};
    if ((entry.type === 'doc' || entry.type === 'ref') && entry.id) reach.docIds.add(entry.id);
    if (entry.type === 'autogenerated' && entry.dirName !== undefined) reach.autogeneratedDirs.push(entry.dirName);
    if (entry.link?.type === 'doc' && entry.link.id) reach.docIds.add(entry.link.id);
    if (entry.items !== undefined) visit(entry.items);
    // The shorthand form: {'Label': ['doc-a', 'doc-b']}.
    if (entry.type === undefined) Object.values(entry).forEach(visit);
  };
  Object.values(sidebars).forEach(visit);
  return reach;
}

/** Doc ids (`services/api/przyklady`) that no sidebar shows. */
export function docsMissingFromSidebar(docIds: string[], reach: SidebarReach): string[] {
  return docIds.filter((id) => !reach.docIds.has(id) && !reach.autogeneratedDirs.some((dir) => dir === '.' || id.startsWith(`${dir}/`)));
}

/** A doc's id as Docusaurus derives it: its path without extension, or the folder plus `id`. */
export function docIdOf(relativePath: string, frontMatter: Record<string, unknown>): string {
  const withoutExtension = relativePath.replace(/\.mdx?$/, '');
  if (typeof frontMatter.id !== 'string') return withoutExtension;
  const folder = withoutExtension.includes('/') ? withoutExtension.slice(0, withoutExtension.lastIndexOf('/') + 1) : '';
  return `${folder}${frontMatter.id}`;
}
