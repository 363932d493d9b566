// Written by the plugin's contentLoaded (createData); its shape is checked where it is produced.
declare module '@generated/error-catalogue/default/content.json' {
  const content: unknown;
  export default content;
}
