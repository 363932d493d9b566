import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The frame of a tool: a region named by its heading, marked with data-tool for the page's tests. */
export default function ToolSection({tool, title, children}: {tool: string; title: ReactNode; children: ReactNode}): ReactNode {
  const titleId = useId();
  return (
    <section className={styles.tool} aria-labelledby={titleId} data-tool={tool}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
