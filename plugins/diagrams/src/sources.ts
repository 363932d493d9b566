import {readPages} from '../../page-data-kit/files';
import {readMdxPage} from '../../page-data-kit/mdx/frontMatter';
import {createMdxParser} from '../../page-data-kit/mdx/parser';
import {substituteSettings} from '../../page-data-kit/mdx/substitute';
import {MERMAID_LANG, mermaidFences, type CodeNodeLike} from './fences';
import {diagramKey, type RenderSettings} from './key';

/** A ```mermaid block of a page, as the page renders it. */
export interface DiagramSource {
  /** Page file relative to the site: `docs/billing/modele-rozliczen.mdx`. */
  file: string;
  /** Line of the opening fence in that file. */
  line: number;
  /** The diagram's text with the site settings filled in, as remark hands it to the page. */
  source: string;
  key: string;
}

/**
 * Every diagram of the pages in `dirs`, read the way the build reads them: the page files through
 * page-data-kit, the Markdown through the MDX parser the Markdown twins use (Docusaurus' own
 * remark-parse, GFM, MDX and directives), and `%%key%%` tokens filled from the site settings as
 * plugins/remark-site-settings fills them before the diagrams plugin sees a fence.
 */
export async function collectDiagrams(
  siteDir: string,
  dirs: readonly string[],
  render: RenderSettings,
  siteSettings: Readonly<Record<string, string>>,
): Promise<DiagramSource[]> {
  const parse = await createMdxParser<CodeNodeLike>();
  const diagrams: DiagramSource[] = [];
  for (const page of await readPages(siteDir, dirs)) {
    // Parsing is the slow part (the generated reference pages are long): a page without the
    // word cannot hold a mermaid fence.
    if (!page.text.includes(MERMAID_LANG)) continue;
    // The parser sees the body only; Docusaurus reports lines of the whole file.
    const {body, bodyLine} = await readMdxPage(page.text, page.file);
    for (const {node, line} of mermaidFences(parse(body))) {
      const source = substituteSettings(node.value ?? '', siteSettings, page.file);
      diagrams.push({file: page.file, line: line + bodyLine, source, key: diagramKey(source, render)});
    }
  }
  return diagrams;
}
