import type {Dictionary, DictionaryData, ValueSet} from '../src/types';
import data from './dictionaries.data.json';

/**
 * The API dictionaries and fixed field values, from the sources only: the spec (services spec
 * §3, §4, §7, §9; site spec §3, §7) for 12, 17, 27, 40 and 121, and every other id that the
 * Terraform provider (1.x) or the API surface's notes name, with the values those sources or the
 * facts supplement give (load balancer algorithms and session persistence, login methods, IP
 * modes). An item id the sources do not give stays `null` and is shown as not published: never
 * fill one in from memory or from the live API; the note then says how to read it
 * (GET /dictionaries/{id}).
 *
 * The data lives in dictionaries.data.json beside this file, so that whoever maintains the Polish
 * texts edits data, not code; the plugin validates it at build time (src/validate.ts, through
 * loadDictionaryContent) before any page uses it, and the type below is what that check
 * guarantees.
 */
export const dictionaryData: DictionaryData = data;
export const dictionaries: readonly Dictionary[] = dictionaryData.dictionaries;
export const valueSets: readonly ValueSet[] = dictionaryData.valueSets;

/** Path of this data set as build errors and api/dictionaries.json name it: its typed entry point. */
export const DICTIONARIES_DATA_FILE = 'plugins/api-dictionaries/data/dictionaries.ts';
