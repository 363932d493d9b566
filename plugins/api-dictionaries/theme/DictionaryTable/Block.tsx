import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHashTarget} from '../../client/hooks';
import styles from './styles.module.css';

/**
 * Off screen, a block is neither styled nor laid out until the reader scrolls near it: the page's
 * forty blocks were most of its style and layout work on a phone. An inline style, as the site's
 * stylesheet (shared by every page) is at its size budget; `auto` keeps a block's size once drawn.
 */
const OFF_SCREEN: CSSProperties = {contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem'};

/** One dictionary or value set: a section other pages link to, highlighted when the URL hash names it. */
export default function Block({anchor, title, children}: {anchor: string; title: string; children: ReactNode}): ReactNode {
  const active = useHashTarget() === anchor;
  // The broken-anchor check only knows ids that components report: other pages link here.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <section
      id={anchor}
      tabIndex={-1}
      aria-labelledby={`${anchor}-tytul`}
      className={clsx(styles.block, active && styles.active)}
      style={OFF_SCREEN}
      data-dictionary=""
      data-highlighted={active ? 'true' : undefined}
    >
      <p className={styles.title} id={`${anchor}-tytul`}>
        <Link to={`#${anchor}`} className={styles.permalink}>
          {title}
        </Link>
        {active && (
          <span className={styles.badge}>
            {translate({
              id: 'apiDictionaries.block.highlighted',
              message: 'wskazany w adresie strony',
              description: 'Badge on the dictionary named in the URL hash',
            })}
          </span>
        )}
      </p>
      {children}
    </section>
  );
}
