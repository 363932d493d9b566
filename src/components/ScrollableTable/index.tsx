import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Every Markdown table scrolls inside its own box on narrow screens. The box is focusable so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className={styles.wrapper}
      tabIndex={0}
      role="region"
      aria-label={translate({
        id: 'site.table.scrollRegion',
        message: 'Tabela (przewijana w poziomie)',
        description: 'Accessible name of the scrolling box around a wide table',
      })}
    >
      <table {...props} />
    </div>
  );
}
