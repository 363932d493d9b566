import type {PopularPage} from '../../plugins/search-pl/options';
import pages from './popularPages.data.json';

/**
 * Pages offered when a search finds nothing (plugins/search-pl): the tasks readers come for most
 * and the pages that help them find the rest. Routes relative to the base path.
 *
 * The list lives in popularPages.data.json beside this file; docusaurus.config.ts passes it to the
 * search plugin, whose option schema (plugins/search-pl/options.ts) checks every title and route
 * when the site loads.
 */
export const popularPages: readonly PopularPage[] = pages;
