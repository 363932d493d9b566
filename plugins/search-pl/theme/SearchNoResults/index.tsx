import type {MouseEvent, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import type {SearchGlobalData} from '../../options';
import styles from './styles.module.css';

interface Props {
  query: string;
  /**
   * "Czy chodziło o": the query corrected from the index's own words, spelled as the pages spell
   * them, offered only when it finds something (SearchEngine.correct); null when there is none.
   */
  suggestion: string | null;
  /** Inside the box's dropdown: keep the focus in the box until the click lands (mousedown). */
  inDropdown?: boolean;
  /** Called when the reader follows a link, so the dropdown can close. */
  onNavigate?: () => void;
}

/**
 * What a search that found nothing offers instead of a dead end: a correction from the index's
 * own words, the most visited pages, and the support address with the query in the subject.
 */
export default function SearchNoResults({query, suggestion, inDropdown = false, onNavigate}: Props): ReactNode {
  const {popularPages, searchPagePath} = usePluginData('search-pl') as SearchGlobalData;
  const searchPage = useBaseUrl(searchPagePath);
  const base = useBaseUrl('/');
  // The support address from the site settings (src/siteSettings.ts); none shown when it is empty.
  const {supportEmail} = useSiteSettings();
  const keepFocus = inDropdown ? (event: MouseEvent) => event.preventDefault() : undefined;
  const subject = translate(
    {
      id: 'searchPl.noResults.mailSubject',
      message: 'Nie ma tego w dokumentacji: {query}',
      description: 'Subject of the e-mail to support after a search without results',
    },
    {query: query.trim().slice(0, 100)},
  );
  return (
    <div className={styles.panel} data-search-no-results="">
      {suggestion && (
        <p className={styles.suggestion}>
          {translate({id: 'searchPl.noResults.didYouMean', message: 'Czy chodziło o:', description: 'Before a corrected query'})}{' '}
          <Link to={`${searchPage}?q=${encodeURIComponent(suggestion)}`} onMouseDown={keepFocus} onClick={onNavigate} data-did-you-mean="">
            {suggestion}
          </Link>
          ?
        </p>
      )}
      {popularPages.length > 0 && (
        <>
          <p className={styles.lead}>
            {translate({
              id: 'searchPl.noResults.popular',
              message: 'Często odwiedzane strony:',
              description: 'Before the list of popular pages',
            })}
          </p>
          <ul className={styles.links}>
            {popularPages.map((page) => (
              <li key={page.route}>
                <Link to={`${base}${page.route.slice(1)}`} onMouseDown={keepFocus} onClick={onNavigate}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {supportEmail && (
        <p className={styles.lead}>
          {translate({
            id: 'searchPl.noResults.support',
            message: 'Nie ma tu odpowiedzi? Napisz do wsparcia:',
            description: 'Before the support e-mail link',
          })}{' '}
          <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`} onMouseDown={keepFocus}>
            {supportEmail}
          </a>
        </p>
      )}
    </div>
  );
}
