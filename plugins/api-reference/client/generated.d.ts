// Written by the plugin's contentLoaded (createData): the whole OpenAPI document, imported only
// by the pages that show it, so it stays out of every other page's bundle.
declare module '@generated/api-reference/default/openapi.json' {
  const document: import('../src/openapi').OpenApiDocument;
  export default document;
}

// Written by contentLoaded: every operation's Python, JavaScript and Go samples by 'METHOD /path',
// loaded by theme/ApiSamples only when a reader shows one of those tabs.
declare module '@generated/api-reference/default/samples.json' {
  const samples: Readonly<Record<string, Readonly<Record<'python' | 'javascript' | 'go', string>>>>;
  export default samples;
}

// Written by contentLoaded: the published ids the reader-values panel offers by name.
declare module '@generated/api-reference/default/reader-choices.json' {
  const choices: import('../src/readerChoices').ReaderChoices;
  export default choices;
}
