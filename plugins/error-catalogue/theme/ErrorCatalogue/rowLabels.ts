import {translate} from '@docusaurus/Translate';
import type {RowLabels} from '../../src/rowsHtml';
import {columnHeaders} from './columns';

/** The rows' Polish labels (src/rowsHtml.ts writes them into the markup). */
export function rowLabels(): RowLabels {
  const {situation, meaning, when, action} = columnHeaders();
  return {
    columns: {situation, meaning, when, action},
    body: translate({id: 'errorCatalogue.row.body', message: 'Treść odpowiedzi:', description: 'Lead-in: what the response body carries'}),
    message: translate({
      id: 'errorCatalogue.row.message',
      message: 'Komunikat:',
      description: 'Lead-in: the message as the reader sees it',
    }),
    seeAlso: translate({id: 'errorCatalogue.row.seeAlso', message: 'Zobacz też:', description: 'Lead-in of related pages'}),
    highlighted: translate({
      id: 'errorCatalogue.row.highlighted',
      message: 'wskazany w adresie strony',
      description: 'Badge on the entry named in the URL hash',
    }),
  };
}
