import type {MouseEvent, ReactNode, SyntheticEvent} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {preloadRoute} from '../../../framework-patches/client/public';
import {useOffscreenAnchors} from '../../../page-data-kit/client/useOffscreenAnchors';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {entriesHtml, type EntryClasses} from '../../src/entriesHtml';
import {routerTarget} from '../../src/routerTarget';
import {entryLabels} from './labels';
import LetterIndex from './LetterIndex';
import {useGlossaryGroups} from './useGlossaryGroups';
import styles from './styles.module.css';

/**
 * `<Glossary />`: every glossary entry in Polish alphabetical order under its letter, with a
 * letter index. Each entry's term heading has the entry id as anchor (`/slowniczek/#<id>`),
 * which the term links of other pages point at. The entries are static markup set as inner HTML
 * (src/entriesHtml.ts), so React does not hydrate them; their page links go through the router
 * and load the page's code on hover, as the site's other links do.
 */
export default function Glossary(): ReactNode {
  const {groups, count} = useGlossaryGroups();
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const html = entriesHtml(groups, entryLabels(), styles as EntryClasses, siteConfig.baseUrl);
  // The letters off screen are skipped (src/entriesHtml.ts): an entry's anchor still lands in place.
  useOffscreenAnchors();
  const linkOf = (event: SyntheticEvent) => (event.target instanceof Element ? event.target.closest('a') : null);
  const onClick = (event: MouseEvent) => {
    const link = linkOf(event);
    const target = link ? routerTarget(link, event.nativeEvent, window.location, siteConfig.baseUrl) : null;
    if (target === null) return;
    event.preventDefault();
    history.push(target);
  };
  const preload = (event: SyntheticEvent) => {
    const link = linkOf(event);
    if (link) preloadRoute(new URL(link.href).pathname);
  };
  return (
    <div className={styles.glossary} data-glossary="">
      <LetterIndex groups={groups} />
      <p className={styles.count}>
        {translate({id: 'glossary.count', message: 'Pojęć w słowniczku: {count}.', description: 'Glossary: number of entries'}, {count})}
      </p>
      {/* Clicks and hovers of the entries' links bubble here from the inner HTML. */}
      <div onClick={onClick} onMouseOver={preload} onTouchStart={preload} dangerouslySetInnerHTML={{__html: html}} />
    </div>
  );
}
