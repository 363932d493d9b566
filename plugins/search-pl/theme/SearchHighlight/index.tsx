import type {ReactNode} from 'react';
import type {TextPart} from '../../src/types';
import styles from './styles.module.css';

/**
 * Text with the reader's words in <mark>. Parts are rendered as React text, never as HTML, so
 * a page text or a query with markup shows as characters.
 */
export default function SearchHighlight({parts}: {parts: readonly TextPart[]}): ReactNode {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
