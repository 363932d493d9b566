import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {DataCell, DataRow, RowHeader} from '@site/plugins/page-data-kit/client/DataTable';
import {errorAnchor, type ErrorEntry} from '../../src/types';
import styles from './styles.module.css';

/** A line under a cell's main text, after a bold lead-in ("Komunikat:"). */
function Extra({lead, children}: {lead: string; children: ReactNode}): ReactNode {
  return (
    <span className={styles.extra}>
      <strong>{lead}</strong> {children}
    </span>
  );
}

/** One entry; `active` when the URL hash names it (highlighted, with a text badge). */
export default function ErrorRow({error, areaLabel, active}: {error: ErrorEntry; areaLabel: string; active: boolean}): ReactNode {
  const anchor = errorAnchor(error.id);
  return (
    // Focusable (tabIndex -1) so that a link to #blad-… can move focus to the entry itself.
    <DataRow id={anchor} tabIndex={-1} className={clsx(styles.row, active && styles.active)} data-highlighted={active ? 'true' : undefined}>
      <RowHeader className={styles.situation}>
        <Link to={`#${anchor}`} className={styles.permalink}>
          {error.code !== undefined && <code className={styles.code}>{error.code}</code>} {error.title}
        </Link>
        <span className={styles.area}>{areaLabel}</span>
        {error.operation && (
          <span className={styles.operation}>
            <code>{error.operation}</code>
          </span>
        )}
        {active && (
          <span className={styles.badge}>
            {translate({
              id: 'errorCatalogue.row.highlighted',
              message: 'wskazany w adresie strony',
              description: 'Badge on the entry named in the URL hash',
            })}
          </span>
        )}
      </RowHeader>
      <DataCell column="meaning">
        {error.meaning}
        {error.body && (
          <Extra
            lead={translate({
              id: 'errorCatalogue.row.body',
              message: 'Treść odpowiedzi:',
              description: 'Lead-in: what the response body carries',
            })}
          >
            {error.body}
          </Extra>
        )}
        {error.message && (
          <Extra
            lead={translate({
              id: 'errorCatalogue.row.message',
              message: 'Komunikat:',
              description: 'Lead-in: the message as the reader sees it',
            })}
          >
            <code>{error.message}</code>
          </Extra>
        )}
      </DataCell>
      <DataCell column="when">{error.when}</DataCell>
      <DataCell column="action">
        {error.action}
        {error.seeAlso && error.seeAlso.length > 0 && (
          <Extra lead={translate({id: 'errorCatalogue.row.seeAlso', message: 'Zobacz też:', description: 'Lead-in of related pages'})}>
            {error.seeAlso.map((link, index) => (
              <span key={link.to}>
                {index > 0 && ', '}
                <Link to={link.to}>{link.label}</Link>
              </span>
            ))}
          </Extra>
        )}
      </DataCell>
    </DataRow>
  );
}
