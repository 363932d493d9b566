import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {GroupName, SimulationView} from '../../src/engine';
import {groupStatus, groupWords} from './labels';
import ServerCard from './ServerCard';
import type {SimulatorAction} from './useOtmSimulator';
import styles from './styles.module.css';

interface GroupPanelProps {
  group: GroupName;
  simulation: SimulationView;
  dispatch: (action: SimulatorAction) => void;
}

export default function GroupPanel({group, simulation, dispatch}: GroupPanelProps): ReactNode {
  const headingId = useId();
  const {colour} = simulation.groups[group];
  const words = groupWords(group);
  const servers = simulation.servers.filter((server) => server.group === group);
  return (
    <section className={clsx(styles.group, colour === 'green' ? styles.green : styles.red)} aria-labelledby={headingId} data-group={group}>
      <h4 id={headingId} className={styles.groupTitle}>
        {words.title}
      </h4>
      <p className={styles.groupStatus}>
        <span className={clsx(styles.badge, colour === 'green' ? styles.green : styles.red)} data-colour={colour}>
          <span aria-hidden="true">{colour === 'green' ? '● ' : '✕ '}</span>
          {groupStatus(colour)}
        </span>
      </p>
      {simulation.groupPolicy === 'manual' && (
        // Shown on both groups so that keyboard focus stays put after a click; on the active
        // group the engine only logs that nothing changes.
        <button type="button" className="button button--sm button--primary" onClick={() => dispatch({type: 'activate', group})}>
          <Translate id="otmSimulator.action.activate" description="OTM simulator: the panel's manual group activation button">
            Aktywuj ręcznie
          </Translate>
          <span className={styles.visuallyHidden}> {words.object}</span>
        </button>
      )}
      {servers.length === 0 ? (
        <p>
          <Translate id="otmSimulator.group.empty" description="OTM simulator: a group without servers">
            Ta grupa nie ma serwerów.
          </Translate>
        </p>
      ) : (
        <ul className={styles.serverList}>
          {servers.map((server) => (
            <ServerCard key={server.id} server={server} serverPolicy={simulation.serverPolicy} dispatch={dispatch} />
          ))}
        </ul>
      )}
    </section>
  );
}
