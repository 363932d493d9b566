import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {formatShare, type Policy, type ServerView} from '../../src/engine';
import {colourLabel, onlineLabel, roleLabel} from './labels';
import type {SimulatorAction} from './useOtmSimulator';
import styles from './styles.module.css';

const COLOUR_CLASS = {green: styles.green, yellow: styles.yellow, red: styles.red} as const;
// A symbol beside the label: the state reads without colour, also in greyscale print.
const COLOUR_SYMBOL = {green: '●', yellow: '◐', red: '✕'} as const;

interface ServerCardProps {
  server: ServerView;
  serverPolicy: Policy;
  dispatch: (action: SimulatorAction) => void;
}

export default function ServerCard({server, serverPolicy, dispatch}: ServerCardProps): ReactNode {
  return (
    <li className={clsx(styles.server, COLOUR_CLASS[server.colour])} data-server={server.id}>
      <p className={styles.serverName}>
        <strong>{server.id}</strong> <code>{server.ip}</code>
      </p>
      <dl className={styles.facts}>
        <dt>
          <Translate id="otmSimulator.server.role" description="OTM simulator: label of the role field">
            Rola
          </Translate>
        </dt>
        <dd>{roleLabel(server.role)}</dd>
        <dt>
          <Translate id="otmSimulator.server.state" description="OTM simulator: label of the coloured state">
            Stan
          </Translate>
        </dt>
        <dd>
          <span className={clsx(styles.badge, COLOUR_CLASS[server.colour])} data-colour={server.colour}>
            <span aria-hidden="true">{COLOUR_SYMBOL[server.colour]} </span>
            {colourLabel(server.colour)}
          </span>
        </dd>
        <dt>
          <Translate id="otmSimulator.server.online" description="OTM simulator: label of the Online column">
            Online
          </Translate>
        </dt>
        <dd>{onlineLabel(server.online, server.monitored)}</dd>
        <dt>
          <Translate id="otmSimulator.server.share" description="OTM simulator: label of the traffic share">
            Udział w ruchu
          </Translate>
        </dt>
        <dd data-share>{formatShare(server.share)}</dd>
        {server.standsInFor !== null && (
          <>
            <dt>
              <Translate id="otmSimulator.server.standsInFor" description="OTM simulator: the active a hotspare replaces">
                Zastępuje
              </Translate>
            </dt>
            <dd>{server.standsInFor}</dd>
          </>
        )}
      </dl>
      {server.serving && !server.online && (
        <p className={styles.hint}>
          <Translate id="otmSimulator.server.servingWhileDown" description="OTM simulator: manual mode keeps a failed server in the record">
            Monitor zgłasza awarię, ale w trybie ręcznym rekord nadal zwraca adres tego serwera. Wyłącz go przełącznikiem.
          </Translate>
        </p>
      )}
      <div className={styles.actions}>
        {server.monitored && (
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => dispatch({type: 'health', serverId: server.id, healthy: !server.online})}
          >
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
                {
                  id: 'otmSimulator.action.serverSuffix',
                  message: 'serwera {id}',
                  description: 'OTM simulator: names the server of a button',
                },
                {id: server.id},
              )}
            </span>
          </button>
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
    </li>
  );
}
