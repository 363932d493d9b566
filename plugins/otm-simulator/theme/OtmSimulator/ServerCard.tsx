import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import ServerActions, {type ServerProps} from './ServerActions';
import ServerFacts, {COLOUR_CLASS} from './ServerFacts';
import styles from './styles.module.css';

export default function ServerCard({server, serverPolicy, dispatch}: ServerProps): ReactNode {
  return (
    <li className={clsx(styles.server, COLOUR_CLASS[server.colour])} data-server={server.id}>
      <p className={styles.serverName}>
        <strong>{server.id}</strong> <code>{server.ip}</code>
      </p>
      <ServerFacts server={server} />
      {server.serving && !server.online && (
        <p className={styles.hint}>
          <Translate id="otmSimulator.server.servingWhileDown" description="OTM simulator: manual mode keeps a failed server in the record">
            Monitor zgłasza awarię, ale w trybie ręcznym rekord nadal zwraca adres tego serwera. Wyłącz go przełącznikiem.
          </Translate>
        </p>
      )}
      <ServerActions server={server} serverPolicy={serverPolicy} dispatch={dispatch} />
    </li>
  );
}
