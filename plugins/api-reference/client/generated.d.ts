// Written by the plugin's contentLoaded (createData): the whole OpenAPI document, imported only
// by the pages that show it, so it stays out of every other page's bundle.
declare module '@generated/api-reference/default/openapi.json' {
  const document: import('../src/openapi').OpenApiDocument;
  export default document;
}
