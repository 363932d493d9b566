import {siteOpenApiDocument} from '../../../../../../plugins/api-reference/src/site';
import {defaultSiteSettings} from '../../../../../../src/siteSettings';

/** The data module the api-reference plugin writes: the site's document with the default settings. */
export default siteOpenApiDocument(defaultSiteSettings, {baseUrl: '/pl/docs/'});
