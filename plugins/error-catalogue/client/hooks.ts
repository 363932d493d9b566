import content from '@generated/error-catalogue/default/content.json';
import type {ErrorCatalogueContent} from '../src/load';

export {useHashTarget} from '../../page-data-kit/client/useHashTarget';

/** The validated catalogue, as the plugin's contentLoaded wrote it (content.json). */
export function useErrorCatalogue(): ErrorCatalogueContent {
  return content as ErrorCatalogueContent;
}
