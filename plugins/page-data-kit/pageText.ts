/**
 * Page sources as the reference checks see them. Code is blanked out first (keeping every
 * offset and line), because a page may show `<ErrorCode code={409} />` as an example in a
 * code block without rendering it.
 */
export interface PageSource {
  /** Path relative to the site, as build errors print it: `docs/services/terraform.mdx`. */
  file: string;
  text: string;
}

const FENCED_CODE = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[`~]*[ \t]*$/gm;
const INLINE_CODE = /``[^\n]+?``|`[^`\n]+`/g;

function blank(match: string): string {
  return match.replace(/[^\n]/g, ' ');
}

export function maskCode(text: string): string {
  return text.replace(FENCED_CODE, blank).replace(INLINE_CODE, blank);
}

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (text.charCodeAt(index) === 10) line++;
  return line;
}
