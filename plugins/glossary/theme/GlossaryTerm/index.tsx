import type {ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config';
import styles from './styles.module.css';

export interface GlossaryTermProps {
  id: string;
  definition: string;
  children: ReactNode;
}

/**
 * A glossary term in running text: a link to its entry on /slowniczek/ whose definition shows as
 * a tooltip on hover and keyboard focus; on touch, the first tap shows it, the second follows
 * the link; Escape closes it. Plain markup with no state or hooks: one handler per page
 * (GlossaryTermTips, src/termTips.ts) opens the tooltips. The definition is in the page as the
 * link's description, so screen readers hear it without the tooltip. A term links once a page,
 * so its entry id makes the tooltip's id unique.
 */
export default function GlossaryTerm({id, definition, children}: GlossaryTermProps): ReactNode {
  const tooltipId = `glossary-term-${id}`;
  return (
    <span className={styles.term} data-glossary-term-box="">
      <a href={`${siteConfig.baseUrl}slowniczek/#${id}`} className={styles.link} aria-describedby={tooltipId} data-glossary-term={id}>
        {children}
      </a>
      <span id={tooltipId} role="tooltip" className={styles.tooltip} data-open="false" data-search-skip="">
        {definition}
      </span>
    </span>
  );
}
