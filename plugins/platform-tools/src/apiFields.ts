/**
 * The builder's fields against the API's own description of POST /instances (the surface's
 * CreateInstanceCommand, which the API reference's OpenAPI document is built from), so that the
 * request builder and the reference never disagree: the plugin checks it at build time.
 */
import type {InstanceField} from './instance';

export type ApiFieldType = 'integer' | 'string' | 'boolean' | 'integer[]';

export interface BuilderField {
  name: InstanceField;
  type: ApiFieldType;
  /** Whether the builder always sends the field (the InstanceRequest type requires it). */
  alwaysSent: boolean;
}

/** Every field the builder writes into the body, with its type. */
export const INSTANCE_REQUEST_FIELDS: readonly BuilderField[] = [
  {name: 'InstanceName', type: 'string', alwaysSent: true},
  {name: 'TypeId', type: 'integer', alwaysSent: true},
  {name: 'TemplateId', type: 'integer', alwaysSent: true},
  {name: 'SubregionId', type: 'integer', alwaysSent: true},
  {name: 'DiskClass', type: 'integer', alwaysSent: true},
  {name: 'DiskSize', type: 'integer', alwaysSent: true},
  {name: 'AuthorizationMethodId', type: 'integer', alwaysSent: true},
  {name: 'SshKeysIds', type: 'integer[]', alwaysSent: false},
  {name: 'IPAddressId', type: 'integer', alwaysSent: false},
  {name: 'InstancesCount', type: 'integer', alwaysSent: true},
  {name: 'Freemium', type: 'boolean', alwaysSent: false},
  {name: 'InitScript', type: 'string', alwaysSent: false},
];

/** A field of the API model, as the surface (and so the reference) describes it. */
export interface ApiModelField {
  name: string;
  /** Surface type: `int32`, `string`, `bool`, `array of int32`… */
  type: string;
  required: boolean;
}

const SURFACE_TYPES: Readonly<Record<string, ApiFieldType>> = {
  int32: 'integer',
  int64: 'integer',
  string: 'string',
  bool: 'boolean',
  'array of int32': 'integer[]',
  'array of int64': 'integer[]',
};

/**
 * Every disagreement between the builder and the API model, one English line each (build
 * message): a field the model lacks, a different type, or a field the API requires that the
 * builder may leave out.
 */
export function instanceFieldProblems(model: readonly ApiModelField[]): string[] {
  const problems: string[] = [];
  const byName = new Map(model.map((field) => [field.name, field]));
  for (const field of INSTANCE_REQUEST_FIELDS) {
    const api = byName.get(field.name);
    if (!api) {
      problems.push(`${field.name}: the API model CreateInstanceCommand has no such field`);
      continue;
    }
    const type = SURFACE_TYPES[api.type];
    if (type !== field.type) problems.push(`${field.name}: the builder sends ${field.type}, the API model says ${api.type}`);
  }
  const sent = new Set(INSTANCE_REQUEST_FIELDS.filter((field) => field.alwaysSent).map((field) => field.name as string));
  for (const api of model) {
    if (api.required && !sent.has(api.name)) problems.push(`${api.name}: the API requires it, the builder does not always send it`);
  }
  return problems;
}

/** The fields of an OpenAPI object schema (the reference's components.schemas entry) in the surface's terms. */
export function openApiModelFields(schema: {properties?: Record<string, Record<string, unknown>>; required?: string[]}): ApiModelField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const items = property.items as Record<string, unknown> | undefined;
    const scalar = (node: Record<string, unknown> | undefined) =>
      node?.type === 'integer' ? String(node.format ?? 'int32') : node?.type === 'boolean' ? 'bool' : String(node?.type);
    return {name, type: property.type === 'array' ? `array of ${scalar(items)}` : scalar(property), required: required.has(name)};
  });
}

/** Names of the builder's fields that the API marks as required, for the widget's labels. */
export function requiredByApi(model: readonly ApiModelField[]): InstanceField[] {
  const builder = new Set<string>(INSTANCE_REQUEST_FIELDS.map((field) => field.name));
  return model.filter((field) => field.required && builder.has(field.name)).map((field) => field.name as InstanceField);
}
