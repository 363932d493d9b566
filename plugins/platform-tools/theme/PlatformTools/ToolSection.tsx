import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The heading's anchor: stable, since search links to it (a React id changes with the tree). */
export function toolHeadingId(tool: string): string {
  return `narzedzie-${tool}`;
}

/** The frame of a tool: a region named by its heading, marked with data-tool for the page's tests. */
export default function ToolSection({tool, title, children}: {tool: string; title: ReactNode; children: ReactNode}): ReactNode {
  const titleId = toolHeadingId(tool);
  return (
    <section className={styles.tool} aria-labelledby={titleId} data-tool={tool}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
