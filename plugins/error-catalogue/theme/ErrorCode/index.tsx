import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useErrorCatalogue} from '../../client/hooks';
import {errorAnchor} from '../../src/types';
import styles from './styles.module.css';

/**
 * Inline reference to a catalogue entry: `<ErrorCode code={409} />` for an HTTP code of the
 * API table, `<ErrorCode id="oci-snapshoty" />` for any other entry. Shows the code and its
 * short meaning and links to the entry on the catalogue page.
 */
export type ErrorCodeProps = {code: number; id?: undefined} | {id: string; code?: undefined};

export default function ErrorCode(props: ErrorCodeProps): ReactNode {
  const {errors, route} = useErrorCatalogue();
  const id = props.code !== undefined ? String(props.code) : props.id;
  const entry = errors.find((candidate) => candidate.id === id);
  if (!entry) {
    // The build's page check reports this first; a computed prop can still get here.
    throw new Error(
      `<ErrorCode ${props.code !== undefined ? `code={${props.code}}` : `id="${props.id}"`} />: no such entry in plugins/error-catalogue/data/errors.ts`,
    );
  }
  return (
    <Link to={`${route}#${errorAnchor(entry.id)}`} className={styles.errorCode} title={entry.meaning} data-error-code={entry.id}>
      {entry.code !== undefined && <code>{entry.code}</code>} {entry.title}
    </Link>
  );
}
