import {DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {substituteSettings} from './substitute';

/** A page as Docusaurus reads it: its front matter, parsed, and its body. */
export interface MdxPage {
  frontMatter: Record<string, unknown>;
  /** The content after the front matter block, trimmed, as Docusaurus gives it to the docs plugin. */
  body: string;
  /** Lines before the body: add them to a line of the body to get the line of the file. */
  bodyLine: number;
}

/**
 * The one reader of the MDX sources outside the build (the twins, the development search index,
 * the diagrams, scripts/check-mdx.mjs, tests/content): Docusaurus' own `parseMarkdownFile`, with
 * the site's `markdown.parseFrontMatter` when a plugin has it (Docusaurus' default otherwise), so
 * the front matter is read exactly as the build reads it.
 */
export async function readMdxPage(
  source: string,
  file: string,
  parseFrontMatter: ParseFrontMatter = DEFAULT_PARSE_FRONT_MATTER,
): Promise<MdxPage> {
  const {frontMatter, content} = await parseMarkdownFile({filePath: file, fileContent: source, parseFrontMatter});
  // The content is the end of the file, trimmed: where it starts gives the line numbers.
  const start = source.trimEnd().length - content.length;
  if (start < 0 || !source.startsWith(content, start)) throw new Error(`${file}: the page's content is not the end of its file`);
  return {frontMatter, body: content, bodyLine: source.slice(0, start).split('\n').length - 1};
}

/** A page's body as the build renders it: front matter removed, `%%key%%` settings filled in. */
export async function pageBody(
  source: string,
  settings: Readonly<Record<string, string>>,
  file: string,
  parseFrontMatter?: ParseFrontMatter,
): Promise<string> {
  return substituteSettings((await readMdxPage(source, file, parseFrontMatter)).body, settings, file);
}
