import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHashTarget} from '../../client/hooks';
import styles from './styles.module.css';

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
