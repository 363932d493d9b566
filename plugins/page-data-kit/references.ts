import {lineAt, maskCode, type PageSource} from './pageText';
import type {DataProblem} from './problems';

/** A place where a page uses an entry of a data plugin: a component tag or a link to its anchor. */
export interface PageReference {
  file: string;
  line: number;
  /** The text as written, for the error message. */
  source: string;
  /** Anchor the reference needs (`slownik-27`, `blad-409`); '' when the tag names no entry. */
  anchor: string;
}

/** How the pages refer to a plugin's entries. */
export interface ReferenceSyntax {
  /** The plugin's component tags, with their attributes in group 1 (a global pattern). */
  component: RegExp;
  /** The anchor a tag's attributes name, '' when they name none. */
  anchorOf: (attributes: string) => string;
  /** Markdown links to the plugin's page, with the anchor in group 1 (a global pattern). */
  link: RegExp;
}

/** What the build error says about references the data does not have. */
export interface ReferenceCheck {
  /** Anchors the data has. */
  known: ReadonlySet<string>;
  /** The data file, relative to the site. */
  dataFile: string;
  /** After the tag, when it names no entry: how to name one. */
  unnamed: string;
  /** In brackets after a missing anchor: which entries there are. */
  knownHint: string;
}

/** An attribute's value, whichever of the pattern's groups (one per way of quoting it) matched. */
export function attributeValue(pattern: RegExp, attributes: string): string | undefined {
  return pattern.exec(attributes)?.slice(1).find(Boolean);
}

/** Tags first, then links, each in page order; code is blanked out first (pageText.ts). */
export function findReferences(page: PageSource, syntax: ReferenceSyntax): PageReference[] {
  const text = maskCode(page.text);
  const reference = (match: RegExpMatchArray, anchor: string): PageReference => ({
    file: page.file,
    line: lineAt(text, match.index ?? 0),
    source: match[0],
    anchor,
  });
  return [
    ...Array.from(text.matchAll(syntax.component), (match) => reference(match, syntax.anchorOf(match[1] ?? ''))),
    ...Array.from(text.matchAll(syntax.link), (match) => reference(match, match[1] ?? '')),
  ];
}

/** References to entries that the data does not have, each a problem naming its page and line. */
export function checkReferences(references: readonly PageReference[], check: ReferenceCheck): DataProblem[] {
  return references
    .filter((reference) => !check.known.has(reference.anchor))
    .map((reference) => ({
      file: reference.file,
      entry: `line ${reference.line}`,
      message:
        reference.anchor === ''
          ? `${reference.source} ${check.unnamed}`
          : `${reference.source} points to #${reference.anchor}, which is not in ${check.dataFile} (${check.knownHint})`,
    }));
}
