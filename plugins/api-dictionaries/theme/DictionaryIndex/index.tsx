import type {ReactNode} from 'react';
import {useDictionaryContent, useDictionaryQuery} from '../../client/hooks';
import {matchBlock} from '../../src/filter';
import Filter from './Filter';
import IndexTable from './IndexTable';

/**
 * `<DictionaryIndex />`: the filter of the dictionaries page (kept in ?q=, shared with every
 * `<DictionaryTable />`) and the jump list of every dictionary and value set.
 */
export default function DictionaryIndex(): ReactNode {
  const {dictionaries, valueSets, route} = useDictionaryContent();
  const [query, setQuery] = useDictionaryQuery();
  const shown = [...dictionaries, ...valueSets].filter((block) => matchBlock(block, query).visible);
  return (
    <div data-dictionary-index="">
      <Filter query={query} setQuery={setQuery} shown={shown.length} total={dictionaries.length + valueSets.length} />
      <IndexTable blocks={shown} route={route} />
    </div>
  );
}
