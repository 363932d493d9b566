// Written by the plugin's contentLoaded (createData); its shape is checked where it is produced.
declare module '@generated/api-dictionaries/default/content.json' {
  const content: unknown;
  export default content;
}
