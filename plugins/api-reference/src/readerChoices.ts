/**
 * The ids a reader can pick by name in "Twoje wartości", from the API dictionaries' data: only ids
 * the sources publish (machine types from dictionary 12, subregions from the SubregionId value
 * set, all in PL-1-WAW). Templates and instances are the reader's own: typed, never offered. Pure.
 */

interface Item {
  id: number | null;
  label: string | null;
  meaning: string;
}

export interface DictionarySource {
  dictionaries: readonly {id: number; items: readonly Item[]}[];
  valueSets: readonly {key: string; values: readonly Item[]}[];
}

export interface ReaderChoice {
  id: string;
  label: string;
}

export interface ReaderChoices {
  typeId: ReaderChoice[];
  /** Subregions of PL-1-WAW; no source publishes Kraków's (GET /subregions lists them). */
  subregionIdWaw: ReaderChoice[];
}

function published(items: readonly Item[]): ReaderChoice[] {
  return items
    .filter((item): item is Item & {id: number} => item.id !== null)
    .map((item) => ({id: String(item.id), label: `${item.label ?? item.meaning.split(/\.(?:\s|$)/)[0].trim()} (${item.id})`}));
}

export function readerChoices(data: DictionarySource): ReaderChoices {
  const types = data.dictionaries.find((dictionary) => dictionary.id === 12)?.items ?? [];
  const subregions = data.valueSets.find((valueSet) => valueSet.key === 'SubregionId')?.values ?? [];
  if (types.length === 0 || subregions.length === 0) {
    throw new Error(
      '[api-reference] the dictionaries data lacks dictionary 12 or the SubregionId value set (plugins/api-dictionaries/data)',
    );
  }
  return {typeId: published(types), subregionIdWaw: published(subregions)};
}
