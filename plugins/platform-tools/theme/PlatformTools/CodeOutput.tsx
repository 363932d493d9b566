import type {ReactNode} from 'react';
import useReaderCode from '@theme/useReaderCode';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

/** A generated text (request, manifest) in a focusable, scrolling block with its copy button. */
export default function CodeOutput({code, label, copyLabel}: {code: string; label: string; copyLabel: string}): ReactNode {
  // The reader's region and token ("Twoje wartości", api-reference); the ids are the tool's own.
  const filled = useReaderCode(code, false);
  return (
    <div>
      {/* Focusable, so that keyboard users can scroll a long line. */}
      <pre className={styles.code} tabIndex={0} aria-label={label} data-tool-output="">
        <code>{filled}</code>
      </pre>
      <CopyButton text={filled} label={copyLabel} />
    </div>
  );
}
