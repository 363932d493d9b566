// Written by the plugin's contentLoaded (createData): the fields of POST /instances as the API
// describes them, imported only by the instance request builder.
declare module '@generated/platform-tools/default/instance-fields.json' {
  const fields: import('../src/apiFields').ApiModelField[];
  export default fields;
}
