import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Policy, ServerView} from '../../src/engine';
import ActionButton from './ActionButton';
import type {SimulatorAction} from './useOtmSimulator';
import styles from './styles.module.css';

/** A server's card and its actions: the server, the policy that decides its buttons, and where clicks go. */
export interface ServerProps {
  server: ServerView;
  serverPolicy: Policy;
  dispatch: (action: SimulatorAction) => void;
}

/** A monitored server's failure or recovery, and in manual server mode its ON/OFF switch in the record. */
export default function ServerActions({server, serverPolicy, dispatch}: ServerProps): ReactNode {
  return (
    <div className={styles.actions}>
      {server.monitored && (
        <ActionButton onClick={() => dispatch({type: 'health', serverId: server.id, healthy: !server.online})}>
          {server.online
            ? translate({id: 'otmSimulator.action.fail', message: 'Symuluj awarię', description: 'OTM simulator: make a server fail'})
            : translate({
                id: 'otmSimulator.action.recover',
                message: 'Przywróć działanie',
                description: 'OTM simulator: make a failed server healthy again',
              })}
          <span className={styles.visuallyHidden}>
            {' '}
            {translate(
              {id: 'otmSimulator.action.serverSuffix', message: 'serwera {id}', description: 'OTM simulator: names the server of a button'},
              {id: server.id},
            )}
          </span>
        </ActionButton>
      )}
      {serverPolicy === 'manual' && (
        <button
          type="button"
          role="switch"
          aria-checked={server.enabled}
          className={clsx(styles.switch, server.enabled && styles.switchOn)}
          onClick={() => dispatch({type: 'toggle', serverId: server.id, on: !server.enabled})}
        >
          <span className={styles.switchTrack} aria-hidden="true" />
          {translate(
            {id: 'otmSimulator.action.switch', message: 'W rekordzie {id}:', description: 'OTM simulator: ON/OFF switch label'},
            {id: server.id},
          )}{' '}
          {server.enabled ? 'ON' : 'OFF'}
        </button>
      )}
    </div>
  );
}
