import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SimulationEvent} from '../../src/engine';
import {eventText} from './eventText';
import styles from './styles.module.css';

/** How many of the newest log lines the pinned status shows. */
const LATEST_LINES = 2;

/**
 * The newest events, between the groups and the DNS answer, where the eyes are. The log announces each event;
 * this copy is for the eyes only, so it is not announced twice.
 */
export default function LatestEvents({log}: {log: readonly SimulationEvent[]}): ReactNode {
  return (
    <div className={styles.status} aria-hidden="true" data-otm-status="">
      <strong>
        <Translate id="otmSimulator.status.title" description="OTM simulator: label of the line with the newest events">
          Ostatnie zdarzenie:
        </Translate>
      </strong>
      {log.slice(-LATEST_LINES).map((event, index) => (
        <p key={`${log.length}-${index}`}>{eventText(event)}</p>
      ))}
    </div>
  );
}
