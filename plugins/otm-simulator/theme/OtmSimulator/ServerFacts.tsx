import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {formatShare, type ServerView} from '../../src/engine';
import {colourLabel, onlineLabel, roleLabel} from './labels';
import styles from './styles.module.css';

export const COLOUR_CLASS = {green: styles.green, yellow: styles.yellow, red: styles.red} as const;
// A symbol beside the label: the state reads without colour, also in greyscale print.
const COLOUR_SYMBOL = {green: '●', yellow: '◐', red: '✕'} as const;

/** What the card says of a server: role, state, what its monitor reports, its share of the traffic, whom it stands in for. */
export default function ServerFacts({server}: {server: ServerView}): ReactNode {
  return (
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
  );
}
