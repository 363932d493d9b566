import {translate} from '@docusaurus/Translate';
import type {Columns} from '@site/plugins/page-data-kit/client/DataTable';
import {isDictionary, type Block} from '../../src/blocks';

/** "Słownik 27: Statusy maszyn" or "Pole CloneType: Rodzaj klonu". */
export function blockTitle(block: Block): string {
  return isDictionary(block)
    ? translate(
        {id: 'apiDictionaries.table.title', message: 'Słownik {id}: {name}', description: 'Title of one dictionary block'},
        {id: block.id, name: block.name},
      )
    : translate(
        {
          id: 'apiDictionaries.valueSet.title',
          message: 'Pole {field}: {name}',
          description: 'Title of a block with the fixed values of one field',
        },
        {field: block.key, name: block.name},
      );
}

/** The caption of a block's table, which also names its scrolling region. */
export function itemsCaption(block: Block): string {
  return isDictionary(block)
    ? translate(
        {
          id: 'apiDictionaries.items.caption',
          message: 'Elementy słownika {id} opisane w dokumentacji',
          description: 'Caption of a dictionary items table',
        },
        {id: block.id},
      )
    : translate(
        {id: 'apiDictionaries.values.caption', message: 'Wartości pola {field}', description: 'Caption of a table of fixed field values'},
        {field: block.key},
      );
}

/** The headers of a block's table; the label column only when some item has a label. */
export function itemColumns(withLabels: boolean): Columns {
  const id = translate({id: 'apiDictionaries.column.id', message: 'Id', description: 'Column header: numeric id of a dictionary item'});
  const meaning = translate({
    id: 'apiDictionaries.column.meaning',
    message: 'Znaczenie',
    description: 'Column header: meaning of a dictionary item',
  });
  if (!withLabels) return {id, meaning};
  return {
    id,
    label: translate({id: 'apiDictionaries.column.label', message: 'Etykieta', description: 'Column header: label of a dictionary item'}),
    meaning,
  };
}

/** The headers of the jump list of every dictionary and value set. */
export function indexColumns(): Columns {
  return {
    key: translate({
      id: 'apiDictionaries.index.column.key',
      message: 'Słownik lub pole',
      description: 'Index column: dictionary id or field name',
    }),
    name: translate({id: 'apiDictionaries.index.column.name', message: 'Nazwa', description: 'Index column: Polish name'}),
    purpose: translate({id: 'apiDictionaries.index.column.purpose', message: 'Do czego służy', description: 'Index column: purpose'}),
    source: translate({
      id: 'apiDictionaries.index.column.source',
      message: 'Skąd wziąć listę',
      description: 'Index column: where the values come from',
    }),
  };
}
