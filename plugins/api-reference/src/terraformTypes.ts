/**
 * Shapes of the Terraform provider's surface (plugins/api-reference/data/terraform-surface.json,
 * the 1.x line as its generated reference describes it) and of our Polish texts about it. Free
 * of React and Docusaurus imports: the page generator and the tests use them directly.
 */

/** How the surface groups the fields of a block. */
export type FieldGroup = 'Required' | 'Optional' | 'Read-Only';
export const FIELD_GROUPS: readonly FieldGroup[] = ['Required', 'Optional', 'Read-Only'];

export interface TerraformField {
  name: string;
  /** `String`, `Number`, `Boolean`, `List of String`, `Set of Object`, `Block Set`, `Block, Optional`, `Number, Deprecated`… */
  type: string;
  /** English note (reading material, never shown). */
  description: string;
  /** Id of the API dictionary that lists the field's values. */
  dictionary?: number;
}

/** Blocks by path: `''` is the item itself, `timeouts`, `items`, `items.connections`… */
export type TerraformSchema = Record<string, Partial<Record<FieldGroup, TerraformField[]>>>;

export type TerraformKind = 'resource' | 'data source';

export interface TerraformItem {
  kind: TerraformKind;
  /** `<brand>_instance`: `<brand>` stands for the provider's local name (a site setting). */
  name: string;
  about: string;
  hasExample: boolean;
  importable: boolean;
  schema: TerraformSchema;
}

export interface TerraformSurface {
  about: string;
  provider: {schema: TerraformSchema};
  items: TerraformItem[];
}

/** Polish description per field name of one block. */
export type FieldTexts = Readonly<Record<string, string>>;

export interface ItemTexts {
  /** One or two Polish sentences: what the item is. */
  summary: string;
  /** Per block path, as in TerraformSchema. */
  fields: Readonly<Record<string, FieldTexts>>;
}

export interface TerraformTexts {
  /** The provider block's arguments. */
  provider: FieldTexts;
  /** Per item key (`resource:instance`, `data source:disks`: see itemKey). */
  items: Readonly<Record<string, ItemTexts>>;
}

/** Our example for an item: HCL (with `%%terraformProviderName%%` tokens) and what it shows. */
export interface TerraformExample {
  intro: string;
  hcl: string;
}

/**
 * data/terraformTexts.data.json: every Polish text once. An object that a data source and its list
 * counterpart both show is written once in `objects`; src/terraformData.ts composes the items.
 */
export interface TerraformTextData {
  /** The provider block's arguments. */
  provider: FieldTexts;
  common: {
    /** The `timeouts` block of every resource, and the text of the `timeouts` field that opens it. */
    timeouts: FieldTexts;
    timeoutsField: string;
    /** The `id` attribute of every resource. */
    resourceId: string;
    /** The `filter` block of every list data source. */
    filter: FieldTexts;
    /** The root of every list data source; `{what}` is the list's `listOf`. */
    listRoot: FieldTexts;
  };
  /** Field texts of the objects data sources read, by a name the data sources use. */
  objects: Readonly<Record<string, FieldTexts>>;
  /** Per data source key (`data source:disks`). */
  dataSources: Readonly<Record<string, DataSourceTextData>>;
  /** Per resource key, without `timeouts` and `id`, which `common` gives every resource. */
  resources: Readonly<Record<string, ItemTexts>>;
}

export interface DataSourceTextData {
  summary: string;
  /** A list data source: what it lists, in the genitive plural (`dysków`); its objects become `items`. */
  listOf?: string;
  /** Block path → name of the object in `objects` the block shows; `''` is the root. */
  blocks: Readonly<Record<string, string>>;
  /** Texts that replace or add fields of the root object (a singular data source's argument). */
  root?: FieldTexts;
  /** Fields of the root object that this data source does not have. */
  omit?: readonly string[];
}

/** data/terraformExamples.data.json: each example's HCL as lines, with its intro or the list it reads the object through. */
export interface TerraformExampleData {
  /** The intro of a singular data source shown through its list: `{list}` is the list's name, `{anchor}` its anchor. */
  throughList: string;
  examples: Readonly<Record<string, TerraformExampleEntry>>;
}

export type TerraformExampleEntry = {intro: string; hcl: readonly string[]} | {throughList: string; hcl: readonly string[]};
