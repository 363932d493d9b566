import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SimulationEvent} from '../../src/engine';
import {eventText} from './eventText';
import {useScrolledToEnd} from './useScrolledToEnd';
import styles from './styles.module.css';

/** The whole event log, which announces each new entry. */
export default function EventLog({log}: {log: readonly SimulationEvent[]}): ReactNode {
  const headingId = useId();
  // Keep the newest entry in sight; the live region reads it out anyway.
  const logRef = useScrolledToEnd<HTMLDivElement>(log.length);
  return (
    <>
      <h4 id={headingId} className={styles.groupTitle}>
        <Translate id="otmSimulator.log.title" description="OTM simulator: heading of the event log">
          Dziennik zdarzeń
        </Translate>
      </h4>
      {/* Focusable so that keyboard users can scroll it. */}
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-labelledby={headingId} tabIndex={0}>
        <ol>
          {log.map((event, index) => (
            <li key={index}>{eventText(event)}</li>
          ))}
        </ol>
      </div>
    </>
  );
}
