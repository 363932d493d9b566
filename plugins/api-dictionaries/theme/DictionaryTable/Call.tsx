import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {useApiHosts} from '../../client/hooks';
import {dictionaryCurl} from '../../src/blocks';
import styles from './styles.module.css';

/** The curl call of a dictionary in region PL-1-WAW, and the host of PL-2-KRK. */
export function CurlSample({id}: {id: number}): ReactNode {
  const hosts = useApiHosts();
  return (
    // The call and its hint repeat under every dictionary: left out of the search index (plugins/search-pl).
    <div data-search-skip="">
      <CodeBlock language="bash">{dictionaryCurl(hosts.waw, id)}</CodeBlock>
      <p className={styles.hint}>
        {translate(
          {
            id: 'apiDictionaries.curl.hint',
            message: 'Przykład dla regionu PL-1-WAW; w PL-2-KRK użyj hosta {host}. Token pobierasz z serwera tożsamości.',
            description: 'Below the curl example of a dictionary call',
          },
          {host: hosts.krk},
        )}
      </p>
    </div>
  );
}

/** Under every dictionary: the table shows what the documentation lists, the API gives the full list. */
export function LiveNote({id}: {id: number}): ReactNode {
  return (
    <p className={styles.live} data-search-skip="">
      <strong>
        {translate({
          id: 'apiDictionaries.live.title',
          message: 'Aktualna lista:',
          description: 'Lead-in of the note that the live list comes from the API',
        })}
      </strong>{' '}
      {translate(
        {
          id: 'apiDictionaries.live.text',
          message: 'tabela pokazuje wybrane elementy, a pełną listę z identyfikatorami zwraca API (GET /dictionaries/{id}).',
          description: 'Note under every dictionary: the live list comes from the API',
        },
        {id},
      )}
    </p>
  );
}
