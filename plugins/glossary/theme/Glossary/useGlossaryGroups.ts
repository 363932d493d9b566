import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useGlossaryContent} from '../../client/content';
import {groupByLetter} from '../../src/order';
import {pageEntries} from '../../src/pageEntries';

/**
 * The glossary's entries under their letters, in Polish order. Every letter and entry anchor is
 * registered with the broken-link checker while rendering, as Docusaurus collects them, so that
 * term links of other pages to `/slowniczek/#<id>` are checked at build time.
 */
export function useGlossaryGroups() {
  const content = useGlossaryContent();
  const groups = groupByLetter(pageEntries(content));
  const brokenLinks = useBrokenLinks();
  for (const group of groups) {
    brokenLinks.collectAnchor(group.anchor);
    for (const entry of group.entries) brokenLinks.collectAnchor(entry.id);
  }
  return {groups, count: content.entries.length};
}
