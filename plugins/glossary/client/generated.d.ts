// Written by the plugin's contentLoaded (createData); its shape is checked where it is produced.
declare module '@generated/glossary/default/glossary.json' {
  const content: unknown;
  export default content;
}
