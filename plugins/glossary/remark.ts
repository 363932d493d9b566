import {glossary} from './data/glossary';
import {docRouteOfFile, entriesForRoute} from './src/linkScope';
import {linkTerms, type MdNode} from './src/termLinks';
import type {GlossaryEntry} from './src/types';

export interface RemarkGlossaryOptions {
  entries?: readonly GlossaryEntry[];
  /** Files never linked (the glossary page itself). */
  excludeFiles?: RegExp;
}

interface FileLike {
  path?: string;
  data?: {frontMatter?: Record<string, unknown>};
}

/**
 * Remark plugin: glossary term links with tooltips (src/termLinks.ts). A page opts out with
 * `glossary_links: false` in its front matter, or out of some terms with `glossary_skip: [id, …]`;
 * the data says in which sections a term links (`linksIn`, `linksNotIn`).
 */
export default function remarkGlossaryLinks({entries = glossary, excludeFiles = /slowniczek\.mdx?$/}: RemarkGlossaryOptions = {}) {
  return (tree: MdNode, file: FileLike) => {
    if (file.path && excludeFiles.test(file.path)) return;
    const frontMatter = file.data?.frontMatter ?? {};
    if (frontMatter.glossary_links === false) return;
    const skip = Array.isArray(frontMatter.glossary_skip) ? frontMatter.glossary_skip.map(String) : [];
    // A term links only to the senses its page's section uses (the entries' linksIn, linksNotIn).
    linkTerms(tree, {entries: entriesForRoute(entries, docRouteOfFile(file.path)), skip});
  };
}
