import {translate} from '@docusaurus/Translate';
import type {Columns} from '@site/plugins/page-data-kit/client/DataTable';

/** The table's column headers, also each cell's data-label (its heading in a phone's card). */
export function columnHeaders(): Columns {
  return {
    situation: translate({id: 'errorCatalogue.column.situation', message: 'Kod i sytuacja', description: 'Column header'}),
    meaning: translate({id: 'errorCatalogue.column.meaning', message: 'Znaczenie', description: 'Column header'}),
    when: translate({id: 'errorCatalogue.column.when', message: 'Kiedy występuje', description: 'Column header'}),
    action: translate({id: 'errorCatalogue.column.action', message: 'Co zrobić', description: 'Column header'}),
  };
}
