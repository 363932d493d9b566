import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from '@cdktf/hcl2json';
import {terraformSurface as surface} from '../../api-reference/public';
import {encodeInitScript} from '../src/base64';
import {instanceRequestSnippets, type InstanceRequest} from '../src/instance';
import {terraformConfig, V040_OCI, V040_PROVIDER, type TerraformLine} from '../src/terraform';
import {MINIMAL_REQUEST} from './requests';

/**
 * The builder's Terraform output parsed as HCL (@cdktf/hcl2json, HashiCorp's own parser built to
 * WebAssembly) and every block, argument and value type checked against the provider data of the
 * line it targets: the 1.x surface the reference pages are generated from, and the spec's v0.4.0
 * fields as /services/terraform/ lists them.
 */

const PROVIDER = 'example';
const SOURCE = 'example.com/iaac/example';
const settings = {provider: PROVIDER, source: SOURCE, apiBase: 'https://pl1-api.example.com/services'};

const minimal: InstanceRequest = MINIMAL_REQUEST;
const full: InstanceRequest = {
  ...minimal,
  AuthorizationMethodId: 1398,
  SshKeysIds: [3051, 3052],
  IPAddressId: 5531,
  InstancesCount: 3,
  Freemium: true,
  InitScript: encodeInitScript('#!/bin/sh\necho zażółć'),
};

type Field = {name: string; type: string};
type Schema = Record<string, {Required?: Field[]; Optional?: Field[]; 'Read-Only'?: Field[]}>;
const instance1x = (surface.items as unknown as Array<{kind: string; name: string; schema: Schema}>).find(
  (item) => item.kind === 'resource' && item.name === '<brand>_instance',
)!;
const provider1x = (surface.provider as unknown as {schema: Schema}).schema;

/** Whether a parsed HCL value has the provider data's type (an interpolation is a string to the parser). */
function hasType(value: unknown, type: string): boolean {
  if (typeof value === 'string' && /^\$\{.*\}$/.test(value)) return true;
  const base = type.split(',')[0].trim();
  if (base === 'String') return typeof value === 'string';
  if (base === 'Number') return typeof value === 'number';
  if (base === 'Boolean' || base === 'Bool') return typeof value === 'boolean';
  const collection = /^(?:Set|List) of (\w+)$/.exec(base);
  if (collection) return Array.isArray(value) && value.every((item) => hasType(item, collection[1]));
  throw new Error(`unknown type ${type}`);
}

/** Every argument set in `body` exists in the schema with its type; every required one is set. */
function checkArguments(body: Record<string, unknown>, schema: {Required?: Field[]; Optional?: Field[]}, meta: string[] = []) {
  const fields = new Map([...(schema.Required ?? []), ...(schema.Optional ?? [])].map((field) => [field.name, field.type]));
  for (const [name, value] of Object.entries(body)) {
    if (meta.includes(name)) continue;
    expect({name, known: fields.has(name)}).toEqual({name, known: true});
    expect({name, value, typed: hasType(value, fields.get(name)!)}).toEqual({name, value, typed: true});
  }
  for (const field of schema.Required ?? []) expect(Object.keys(body)).toContain(field.name);
}

async function parsed(line: TerraformLine, request: InstanceRequest) {
  const text = terraformConfig(request, line, settings);
  // The parser's JSON form: blocks are objects of lists of bodies; the tests read it by path.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON of an arbitrary HCL file
  return {text, hcl: (await parse('main.tf', text)) as Record<string, any>};
}

describe.each([
  ['the minimal request', minimal],
  ['every optional field', full],
])('Terraform output of %s', (_, request) => {
  it('for the 1.x line parses as HCL and uses only the provider surface’s blocks, arguments and types', async () => {
    const {hcl} = await parsed('1.x', request);
    expect(Object.keys(hcl).sort()).toEqual(['provider', 'resource', 'terraform', 'variable']);
    const terraform = hcl.terraform[0];
    expect(terraform.required_version).toBe('>= 1.0');
    expect(terraform.required_providers[0][PROVIDER]).toEqual({source: SOURCE, version: '~> 1.0.0'});
    expect(Object.keys(hcl.provider)).toEqual([PROVIDER]);
    checkArguments(hcl.provider[PROVIDER][0], provider1x['']);
    expect(hcl.variable.access_token[0]).toEqual({type: '${string}', sensitive: true});
    expect(Object.keys(hcl.resource)).toEqual([`${PROVIDER}_instance`]);
    const body = hcl.resource[`${PROVIDER}_instance`].maszyna[0];
    // count is Terraform's own meta-argument (several identical machines).
    checkArguments(body, instance1x.schema[''], ['count']);
    expect(body.subregion_id).toBe(request.SubregionId);
    expect(body.system_disk_class_id).toBe(request.DiskClass);
    expect(body.system_disk_size).toBe(request.DiskSize);
    if (request.InstancesCount > 1) expect(body.count).toBe(request.InstancesCount);
    else expect(body.count).toBeUndefined();
    if (request.InitScript) expect(body.init_script).toBe(request.InitScript);
  });

  it('for the spec’s v0.4.0 line parses as HCL and uses only the spec’s provider fields and _oci fields', async () => {
    const {hcl} = await parsed('0.4.0', request);
    expect(Object.keys(hcl).sort()).toEqual(['provider', 'resource', 'terraform', 'variable']);
    expect(hcl.terraform[0]).toEqual({required_version: '= 0.12.19'});
    const providerBody = hcl.provider[PROVIDER][0];
    expect(providerBody).toEqual({version: '0.4.0', access_token: '${var.access_token}', api_url: settings.apiBase});
    const asSchema = (fields: Readonly<Record<string, string>>) => ({
      Optional: Object.entries(fields).map(([name, type]) => ({name, type})),
    });
    checkArguments(providerBody, asSchema(V040_PROVIDER));
    expect(Object.keys(hcl.resource)).toEqual([`${PROVIDER}_oci`]);
    const body = hcl.resource[`${PROVIDER}_oci`].maszyna[0];
    checkArguments(body, asSchema(V040_OCI));
    expect(body.instances_count).toBe(request.InstancesCount);
    expect(body.init_disk_size).toBe(request.DiskSize);
  });
});

it('names the v0.4.0 fields exactly as the spec’s page lists them', () => {
  const page = readFileSync(join(__dirname, '../../../docs/services/terraform/index.mdx'), 'utf8');
  const listed = [...page.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
  expect(listed).toEqual(expect.arrayContaining([...Object.keys(V040_OCI), 'access_token', 'api_url']));
  expect(page).toContain('version      = "0.4.0"');
});

it('is the builder’s Terraform tab, 1.x by default, and the regional API host goes to v0.4.0’s api_url', () => {
  const krk = {apiHost: 'https://pl2-api.example.com', terraformProvider: PROVIDER, terraformSource: SOURCE};
  expect(instanceRequestSnippets(minimal, krk).terraform).toContain(`resource "${PROVIDER}_instance" "maszyna"`);
  expect(instanceRequestSnippets(minimal, {...krk, terraformLine: '0.4.0'}).terraform).toContain(
    'api_url      = "https://pl2-api.example.com/services"',
  );
});
