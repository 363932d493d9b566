// The API reference's public module: the API surface, the OpenAPI document and the request
// samples other plugins (the tools, the Markdown twins) may use.
export {apiSurface, terraformSurface} from './data';
export {curlSample, type SampleRequest} from './src/samples';
export {codeSamples} from './src/snippets';
export {siteOpenApiDocument} from './src/site';
export {markdownForms} from './src/twin';
export {default as rehypeStaticTables} from './src/staticTables';
