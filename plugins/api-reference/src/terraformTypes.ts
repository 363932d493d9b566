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
