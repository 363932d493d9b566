import type {ReactNode} from 'react';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

/** A generated text (request, manifest) in a focusable, scrolling block with its copy button. */
export default function CodeOutput({code, label, copyLabel}: {code: string; label: string; copyLabel: string}): ReactNode {
  return (
    <div>
      {/* Focusable, so that keyboard users can scroll a long line. */}
      <pre className={styles.code} tabIndex={0} aria-label={label} data-tool-output="">
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={copyLabel} />
    </div>
  );
}
