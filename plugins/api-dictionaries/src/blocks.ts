import {dictionaryAnchor, dictionaryPath, valueSetAnchor, type Dictionary, type DictionaryData, type ValueSet} from './types';

/**
 * The blocks of the dictionaries page: which one a `<DictionaryTable />` names, its anchor, and
 * the call that fetches a dictionary. The component and the Markdown twin (plugins/markdown-twins)
 * both use them. Pure.
 */

/** `<DictionaryTable id={27} />` names a dictionary, `<DictionaryTable field="CloneType" />` a value set. */
export type BlockName = {id: number; field?: undefined} | {field: string; id?: undefined};

export type Block = Dictionary | ValueSet;

/** The block a tag names; a name the data does not have fails the render, naming the tag. */
export function findBlock({dictionaries, valueSets}: DictionaryData, name: BlockName): Block {
  const block =
    name.id !== undefined
      ? dictionaries.find((candidate) => candidate.id === name.id)
      : valueSets.find((candidate) => candidate.key === name.field);
  if (block) return block;
  throw new Error(
    name.id !== undefined
      ? `<DictionaryTable id={${name.id}} />: no such dictionary in plugins/api-dictionaries/data/dictionaries.ts`
      : `<DictionaryTable field="${name.field}" />: no such value set in plugins/api-dictionaries/data/dictionaries.ts`,
  );
}

export function isDictionary(block: Block): block is Dictionary {
  return 'id' in block;
}

export function blockAnchor(block: Block): string {
  return isDictionary(block) ? dictionaryAnchor(block.id) : valueSetAnchor(block.key);
}

/** The curl call that fetches a dictionary from a regional API host (the token from the identity server). */
export function dictionaryCurl(host: string, id: number): string {
  return `curl -H "Authorization: Bearer $ACCESS_TOKEN" \\\n  -H "Accept: application/json" \\\n  ${host}${dictionaryPath(id)}`;
}

/** Whether the documentation publishes the ids of a value set's values (else only their meaning). */
export function hasPublishedIds(valueSet: ValueSet): boolean {
  return valueSet.values.some((value) => value.id !== null);
}
