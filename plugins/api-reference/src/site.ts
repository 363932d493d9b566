import {dictionaryData} from '../../api-dictionaries/public';
import {apiSurface, apiTexts} from '../data';
import {fieldLimits} from '../data/fieldLimits';
import {dictionaryCatalogue} from './catalogue';
import {buildOpenApiDocument, type OpenApiDocument} from './openapi';
import type {OpenApiSettings} from './types';

export interface SiteDocumentRoutes {
  /** Site base URL; the site's is `/pl/docs/`. */
  baseUrl: string;
  dictionariesRoute: string;
  errorsRoute: string;
}

export const defaultRoutes: SiteDocumentRoutes = {
  baseUrl: '/pl/docs/',
  dictionariesRoute: '/services/api/slowniki/',
  errorsRoute: '/services/api/kody-bledow/',
};

/**
 * The site's document from the project data (surface, Polish texts, dictionaries page entries):
 * the one call a later step (reference pages, request builder, scripts) needs besides settings.
 */
export function siteOpenApiDocument(settings: OpenApiSettings, routes: Partial<SiteDocumentRoutes> = {}): OpenApiDocument {
  const {baseUrl, dictionariesRoute, errorsRoute} = {...defaultRoutes, ...routes};
  return buildOpenApiDocument({
    surface: apiSurface,
    texts: apiTexts,
    settings,
    catalogue: dictionaryCatalogue(dictionaryData, dictionariesRoute),
    baseUrl,
    errorsRoute,
    limits: fieldLimits,
  });
}
