import {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {pointSkipLink, TABLE_OF_CONTENTS_TARGET_ID, tableOfContentsTarget} from '@site/src/utils/skipToToc';
import styles from './styles.module.css';

/**
 * The theme's "skip to content" link, then "Przejdź do spisu treści" on pages with a table of
 * contents: without it a keyboard reader tabs through the navbar, the sidebar and the whole
 * article (about 90 stops on a long page) before reaching it. It takes focus to the first entry
 * of the table of contents beside the text, or on a phone to its "Na tej stronie" button.
 */
export default function SkipToContentWrapper(): ReactNode {
  const {pathname} = useLocation();
  const link = useRef<HTMLAnchorElement>(null);

  // Shown once the page is laid out, only where it has a table of contents (React renders it hidden).
  useEffect(() => {
    if (link.current) pointSkipLink(link.current, document);
  }, [pathname]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = tableOfContentsTarget(document);
    if (!target) return;
    event.preventDefault();
    target.focus({preventScroll: true});
    target.scrollIntoView({block: 'nearest'});
  };

  return (
    <>
      <SkipToContent />
      <a ref={link} href={`#${TABLE_OF_CONTENTS_TARGET_ID}`} className={styles.skipToToc} hidden onClick={onClick} data-skip-to-toc="">
        {translate({id: 'site.skipToToc', message: 'Przejdź do spisu treści', description: 'Skip link to the page table of contents'})}
      </a>
    </>
  );
}
