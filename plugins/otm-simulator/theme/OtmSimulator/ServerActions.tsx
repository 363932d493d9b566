import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Policy, ServerView} from '../../src/engine';
import ActionButton from './ActionButton';
import type {SimulatorAction} from './useOtmSimulator';
import styles from './styles.module.css';
import {fill} from './fill';

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
          {server.online ? 'Symuluj awarię' : 'Przywróć działanie'}
          <span className={styles.visuallyHidden}> {fill('serwera {id}', {id: server.id})}</span>
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
          {fill('W rekordzie {id}:', {id: server.id})} {server.enabled ? 'ON' : 'OFF'}
        </button>
      )}
    </div>
  );
}
