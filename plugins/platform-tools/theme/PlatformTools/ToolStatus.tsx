import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface ToolStatusProps {
  /** Whether the tool's answer is there; a tick then says so without colour. */
  ready: boolean;
  children: string;
  /** Marks the waiting line with data-tool-waiting (what the builder's tests read). */
  markWaiting?: boolean;
}

/** The tool's one-line verdict in a status region: short, so every change is read out in full. */
export default function ToolStatus({ready, children, markWaiting = false}: ToolStatusProps): ReactNode {
  return (
    <p className={ready ? styles.ok : styles.hint} role="status" data-tool-waiting={!ready && markWaiting ? '' : undefined}>
      {ready ? `✓ ${children}` : children}
    </p>
  );
}
