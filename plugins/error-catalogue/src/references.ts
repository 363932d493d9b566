import type {PageSource} from '../../page-data-kit/pageText';
import type {DataProblem} from '../../page-data-kit/problems';
import {attributeValue, checkReferences, findReferences, type PageReference, type ReferenceSyntax} from '../../page-data-kit/references';
import {errorAnchor, type ErrorCatalogueData} from './types';

/** A place where a page uses the catalogue: an `<ErrorCode />` tag or a link to an entry. */
export type ErrorReference = PageReference;

const CODE_ATTRIBUTE = /\bcode=(?:\{\s*(\d+)\s*\}|"(\d+)"|'(\d+)')/;
const ID_ATTRIBUTE = /\bid=(?:"([a-z0-9-]+)"|'([a-z0-9-]+)'|\{\s*["']([a-z0-9-]+)["']\s*\})/;

const SYNTAX: ReferenceSyntax = {
  component: /<ErrorCode\b([^>]*?)\/?>/g,
  anchorOf(attributes) {
    const code = attributeValue(CODE_ATTRIBUTE, attributes);
    const id = attributeValue(ID_ATTRIBUTE, attributes);
    return code ? errorAnchor(code) : id ? errorAnchor(id) : '';
  },
  // Markdown links to the catalogue page, by file (kody-bledow.mdx#...) or by route (kody-bledow/#...).
  link: /kody-bledow(?:\.mdx?)?\/?#(blad-[A-Za-z0-9_-]*)/g,
};

export function findErrorReferences(page: PageSource): ErrorReference[] {
  return findReferences(page, SYNTAX);
}

/** References to entries that the catalogue does not have. */
export function checkErrorReferences(references: readonly ErrorReference[], data: ErrorCatalogueData, dataFile: string): DataProblem[] {
  const codes = data.errors.filter((error) => error.id === String(error.code)).map((error) => error.code);
  return checkReferences(references, {
    known: new Set(data.errors.map((error) => errorAnchor(error.id))),
    dataFile,
    unnamed: 'names no entry: write code={409} or id="oci-snapshoty"',
    knownHint: `HTTP codes: ${codes.join(', ')}; other ids: see the file`,
  });
}
