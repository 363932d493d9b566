/**
 * The curl builder of the reference samples, published for other plugins (the API console,
 * plugins/api-console) as `@theme/ApiCurl`, so a copied command is written exactly like a sample.
 */
export {curlCommand, TOKEN_PLACEHOLDER, type CurlRequest} from '../../src/samples';
