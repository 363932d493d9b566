import {lineAt, maskCode, type PageSource} from '../../page-data-kit/pageText';
import type {DataProblem} from '../../page-data-kit/problems';
import {errorAnchor, type ErrorCatalogueData} from './types';

/** A place where a page uses the catalogue: an `<ErrorCode />` tag or a link to an entry. */
export interface ErrorReference {
  file: string;
  line: number;
  /** The text as written, for the error message. */
  source: string;
  /** Anchor the reference needs (`blad-409`); '' when the tag names no entry. */
  anchor: string;
}

const COMPONENT = /<ErrorCode\b([^>]*?)\/?>/g;
const CODE_ATTRIBUTE = /\bcode=(?:\{\s*(\d+)\s*\}|"(\d+)"|'(\d+)')/;
const ID_ATTRIBUTE = /\bid=(?:"([a-z0-9-]+)"|'([a-z0-9-]+)'|\{\s*["']([a-z0-9-]+)["']\s*\})/;
// Markdown links to the catalogue page, by file (kody-bledow.mdx#...) or by route (kody-bledow/#...).
const LINK = /kody-bledow(?:\.mdx?)?\/?#(blad-[A-Za-z0-9_-]*)/g;

export function findErrorReferences(page: PageSource): ErrorReference[] {
  const text = maskCode(page.text);
  const references: ErrorReference[] = [];
  for (const match of text.matchAll(COMPONENT)) {
    const attributes = match[1] ?? '';
    const code = CODE_ATTRIBUTE.exec(attributes)?.slice(1).find(Boolean);
    const id = ID_ATTRIBUTE.exec(attributes)?.slice(1).find(Boolean);
    const anchor = code ? errorAnchor(code) : id ? errorAnchor(id) : '';
    references.push({file: page.file, line: lineAt(text, match.index), source: match[0], anchor});
  }
  for (const match of text.matchAll(LINK)) {
    references.push({file: page.file, line: lineAt(text, match.index), source: match[0], anchor: match[1] ?? ''});
  }
  return references;
}

/** References to entries that the catalogue does not have. */
export function checkErrorReferences(references: readonly ErrorReference[], data: ErrorCatalogueData, dataFile: string): DataProblem[] {
  const known = new Set(data.errors.map((error) => errorAnchor(error.id)));
  const codes = data.errors.filter((error) => error.id === String(error.code)).map((error) => error.code);
  return references
    .filter((reference) => !known.has(reference.anchor))
    .map((reference) => ({
      file: reference.file,
      entry: `line ${reference.line}`,
      message:
        reference.anchor === ''
          ? `${reference.source} names no entry: write code={409} or id="oci-snapshoty"`
          : `${reference.source} points to #${reference.anchor}, which is not in ${dataFile} (HTTP codes: ${codes.join(', ')}; other ids: see the file)`,
    }));
}
