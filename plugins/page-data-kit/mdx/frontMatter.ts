import {substituteSettings} from './substitute';

// The one pattern of a page's front matter block: `---` lines around it, the closing one possibly
// followed by spaces or ending the file (the twins, the development search index and the diagrams
// used two different patterns before).
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

/** A page split into its front matter (the YAML text, empty when there is none) and its body. */
export interface SplitPage {
  frontMatter: string;
  body: string;
  /** Lines before the body: add them to a line of the body to get the line of the file. */
  bodyLine: number;
}

export function splitFrontMatter(source: string): SplitPage {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {frontMatter: '', body: source, bodyLine: 0};
  return {frontMatter: match[1], body: source.slice(match[0].length), bodyLine: match[0].split('\n').length - 1};
}

/** The page body without its front matter block. */
export function stripFrontMatter(source: string): string {
  return splitFrontMatter(source).body;
}

/** A page's body as the build renders it: front matter removed, `%%key%%` settings filled in. */
export function pageBody(source: string, settings: Readonly<Record<string, string>>, file: string): string {
  return substituteSettings(stripFrontMatter(source), settings, file);
}
