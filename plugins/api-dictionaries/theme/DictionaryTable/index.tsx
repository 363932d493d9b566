import type {ReactNode} from 'react';
import {useDictionaryContent, useDictionaryQuery, useHashTarget} from '../../client/hooks';
import {blockAnchor, findBlock, isDictionary, type BlockName} from '../../src/blocks';
import {matchBlock} from '../../src/filter';
import Block from './Block';
import {CurlSample, LiveNote} from './Call';
import ItemsTable from './ItemsTable';
import Meta from './Meta';
import {blockTitle, itemsCaption} from './texts';

/** `<DictionaryTable id={27} />` for a dictionary, `<DictionaryTable field="CloneType" />` for a value set. */
export type DictionaryTableProps = BlockName;

/**
 * A dictionary of GET /dictionaries/{id} (its fields, the call, the items the documentation
 * lists) or the fixed values of a field, as the dictionaries filter (?q=) narrows them.
 */
export default function DictionaryTable(props: DictionaryTableProps): ReactNode {
  const content = useDictionaryContent();
  const [query] = useDictionaryQuery();
  const target = useHashTarget();
  const block = findBlock(content, props);
  const anchor = blockAnchor(block);
  // The block a link points at always shows, whatever the filter says.
  const {visible, items} = matchBlock(block, target === anchor ? '' : query);
  if (!visible) return null;
  return (
    <Block anchor={anchor} title={blockTitle(block)}>
      <Meta block={block} />
      {isDictionary(block) && <CurlSample id={block.id} />}
      {items.length > 0 && <ItemsTable items={items} anchor={anchor} caption={itemsCaption(block)} />}
      {block.note && <p>{block.note}</p>}
      {isDictionary(block) && <LiveNote id={block.id} />}
    </Block>
  );
}
