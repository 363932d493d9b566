import type {ErrorArea, ErrorCatalogueData, ErrorEntry} from '../src/types';
import data from './errors.data.json';

/**
 * The error catalogue, from the spec only: the API error table and the linked-clone codes
 * (services spec §8, site spec §7–8), the failure situations of both spec files, and the limits
 * they mention (§9). Ids are anchors other pages link to: never rename one.
 *
 * The data lives in errors.data.json beside this file, so that whoever maintains the Polish texts
 * edits data, not code; the plugin validates it at build time (src/validate.ts, through
 * loadErrorCatalogue) before any page uses it, and the type below is what that check guarantees.
 */
// The JSON's area keys are plain strings to the compiler; validateErrorCatalogue accepts only AREA_KEYS.
export const errorCatalogueData = data as ErrorCatalogueData;
export const areas: readonly ErrorArea[] = errorCatalogueData.areas;
export const errors: readonly ErrorEntry[] = errorCatalogueData.errors;

/** Path of this data set as build errors and api/errors.json name it: its typed entry point. */
export const ERRORS_DATA_FILE = 'plugins/error-catalogue/data/errors.ts';
