/**
 * The instance request builder's Terraform output (issue 38), for the two provider lines the site
 * documents: 1.x, the current one (the reference under /services/terraform/: `terraform {
 * required_providers }`, the provider block of dostawca.mdx, the `<name>_instance` resource of
 * zasoby.mdx), and v0.4.0, the spec's (/services/terraform/: the provider block with version,
 * access_token and api_url, the `<name>_oci` resource). Each writes a whole configuration that
 * `terraform init` accepts. Pure: no React, no DOM.
 */
import type {InstanceRequest} from './instance';

export type TerraformLine = '1.x' | '0.4.0';
export const TERRAFORM_LINES: readonly TerraformLine[] = ['1.x', '0.4.0'];

/** The builder's words for the line select (kept here, out of every page's main bundle, as INSTANCE_HINTS are). */
export const TERRAFORM_LINE_TEXTS = {
  label: 'Linia dostawcy Terraform',
  '1.x': '1.x (aktualna, Terraform 1.0 lub nowszy)',
  '0.4.0': 'v0.4.0 (przykłady ze strony Terraform)',
} as const;

export interface TerraformSettings {
  /** Local name of the provider (site setting terraformProviderName). */
  provider: string;
  /** Source address for required_providers (site setting terraformProviderSource), 1.x only. */
  source: string;
  /** The regional API base, `https://…/services`: the v0.4.0 provider's api_url. */
  apiBase: string;
}

/** HCL types of the arguments the builder writes, as the provider data spells them (`Number`, `String`, `Set of Number`…). */
export type ArgumentType = 'String' | 'Number' | 'Bool' | 'List of Number' | 'Set of Number';

/**
 * The spec's provider v0.4.0 (/services/terraform/, "Konfiguracja dostawcy" and "Zasób maszyny
 * wirtualnej"): the arguments the builder may write and their types. The 1.x line's data is the
 * provider surface the reference pages are generated from.
 */
export const V040_PROVIDER: Readonly<Record<string, ArgumentType>> = {
  version: 'String',
  access_token: 'String',
  api_url: 'String',
};
export const V040_OCI: Readonly<Record<string, ArgumentType>> = {
  instance_name: 'String',
  authorization_method_id: 'Number',
  ssh_keys_ids: 'List of Number',
  disk_class: 'Number',
  init_disk_size: 'Number',
  ip_address_id: 'Number',
  subregion_id: 'Number',
  type_id: 'Number',
  template_id: 'Number',
  instances_count: 'Number',
  isfreemium: 'Bool',
};

/** The resource's local name in the output. */
export const TERRAFORM_RESOURCE_NAME = 'maszyna';

type Line = [name: string, value: string];

/** Arguments aligned at `=`, as `terraform fmt` writes them. */
function block(header: string, lines: readonly Line[], after: readonly string[] = []): string {
  const width = Math.max(...lines.map(([name]) => name.length));
  return [`${header} {`, ...lines.map(([name, value]) => `  ${name.padEnd(width)} = ${value}`), ...after, '}'].join('\n');
}

const TOKEN_VARIABLE = ['variable "access_token" {', '  type      = string', '  sensitive = true', '}'].join('\n');

function line1x(req: InstanceRequest, settings: TerraformSettings): string {
  const {provider, source} = settings;
  const lines: Line[] = [];
  // One resource is one machine in 1.x: several identical ones are Terraform's own count.
  if (req.InstancesCount > 1) lines.push(['count', String(req.InstancesCount)]);
  lines.push(
    ['name', JSON.stringify(req.InstanceName)],
    ['type_id', String(req.TypeId)],
    ['template_id', String(req.TemplateId)],
    ['subregion_id', String(req.SubregionId)],
    ['system_disk_class_id', String(req.DiskClass)],
    ['system_disk_size', String(req.DiskSize)],
    ['authorization_method_id', String(req.AuthorizationMethodId)],
  );
  if (req.SshKeysIds !== undefined && req.SshKeysIds.length > 0) lines.push(['ssh_keys_ids', `[${req.SshKeysIds.join(', ')}]`]);
  if (req.IPAddressId !== undefined) lines.push(['public_ips', `[${req.IPAddressId}]`]);
  if (req.InitScript !== undefined) lines.push(['init_script', JSON.stringify(req.InitScript.replace(/\s+/g, ''))]);
  const note = req.Freemium
    ? ['', '  # Freemium: zasób _instance linii 1.x nie ma takiego argumentu (ma go zasób _oci dostawcy v0.4.0).']
    : [];
  return [
    [
      'terraform {',
      '  required_version = ">= 1.0"',
      '  required_providers {',
      `    ${provider} = {`,
      `      source  = ${JSON.stringify(source)}`,
      '      version = "~> 1.0.0"',
      '    }',
      '  }',
      '}',
    ].join('\n'),
    TOKEN_VARIABLE,
    block(`provider "${provider}"`, [['access_token', 'var.access_token']]),
    block(`resource "${provider}_instance" "${TERRAFORM_RESOURCE_NAME}"`, lines, note),
  ].join('\n\n');
}

function line040(req: InstanceRequest, settings: TerraformSettings): string {
  const {provider, apiBase} = settings;
  const lines: Line[] = [
    ['instance_name', JSON.stringify(req.InstanceName)],
    ['authorization_method_id', String(req.AuthorizationMethodId)],
  ];
  if (req.SshKeysIds !== undefined && req.SshKeysIds.length > 0) lines.push(['ssh_keys_ids', `[${req.SshKeysIds.join(', ')}]`]);
  lines.push(['disk_class', String(req.DiskClass)], ['init_disk_size', String(req.DiskSize)]);
  if (req.IPAddressId !== undefined) lines.push(['ip_address_id', String(req.IPAddressId)]);
  lines.push(
    ['subregion_id', String(req.SubregionId)],
    ['type_id', String(req.TypeId)],
    ['template_id', String(req.TemplateId)],
    ['instances_count', String(req.InstancesCount)],
    ['isfreemium', String(req.Freemium ?? false)],
  );
  const note =
    req.InitScript !== undefined
      ? [
          '',
          '  # Skrypt inicjalizacyjny: pola zasobu _oci dostawcy v0.4.0 są wymienione wyżej;',
          '  # w linii 1.x skrypt przyjmuje pole init_script zasobu _instance (tekst w base64).',
        ]
      : [];
  return [
    ['terraform {', '  required_version = "= 0.12.19"', '}'].join('\n'),
    TOKEN_VARIABLE,
    block(`provider "${provider}"`, [
      ['version', '"0.4.0"'],
      ['access_token', 'var.access_token'],
      ['api_url', JSON.stringify(apiBase)],
    ]),
    block(`resource "${provider}_oci" "${TERRAFORM_RESOURCE_NAME}"`, lines, note),
  ].join('\n\n');
}

/** The whole configuration for `line`: terraform block, token variable, provider block and the machine. */
export function terraformConfig(req: InstanceRequest, line: TerraformLine, settings: TerraformSettings): string {
  return `${line === '1.x' ? line1x(req, settings) : line040(req, settings)}\n`;
}
