import {translate} from '@docusaurus/Translate';
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
