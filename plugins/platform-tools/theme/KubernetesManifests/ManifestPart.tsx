import {useId, type ReactNode} from 'react';
import styles from '../PlatformTools/styles.module.css';

/** One part of the generator: a group named by its heading, marked with data-part for the page's tests. */
export default function ManifestPart({part, title, children}: {part: string; title: ReactNode; children: ReactNode}): ReactNode {
  const headingId = useId();
  return (
    <div className={styles.section} role="group" aria-labelledby={headingId} data-part={part}>
      <h4 id={headingId}>{title}</h4>
      {children}
    </div>
  );
}
