import {isIpAddress} from './ip';
import type {GroupName, NormalizedServer, Policy, ServerRole, SimulationProblem} from './types';

/**
 * Every error the engine throws. `problem` says what went wrong as data; the widget words it in
 * Polish. The message is for developers (build logs, the console).
 */
export class OtmSimulationError extends Error {
  readonly problem: SimulationProblem;

  constructor(problem: SimulationProblem) {
    super(`OTM simulator: ${problem.code} ${JSON.stringify(problem)}`);
    this.name = 'OtmSimulationError';
    this.problem = problem;
  }
}

export interface NormalizedConfig {
  readonly servers: readonly NormalizedServer[];
  readonly serverPolicy: Policy;
  readonly groupPolicy: Policy;
}

const GROUPS: readonly string[] = ['main', 'backup'];
const ROLES: readonly string[] = ['active', 'hotspare'];
const POLICIES: readonly string[] = ['automatic', 'manual'];
export const BOOLEANS: readonly string[] = ['true', 'false'];
const IP_VERSIONS: readonly string[] = ['IPv4', 'IPv6'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkPolicy(value: unknown, setting: 'serverPolicy' | 'groupPolicy' | 'policy'): Policy {
  if (typeof value !== 'string' || !POLICIES.includes(value)) {
    throw new OtmSimulationError({code: 'invalidValue', field: setting, value: String(value), allowed: POLICIES});
  }
  return value as Policy;
}

function checkServer(raw: unknown, index: number, seen: Set<string>): NormalizedServer {
  const server = index + 1;
  if (!isRecord(raw)) throw new OtmSimulationError({code: 'invalidServer', server});
  const {id, ip, group, role, monitored} = raw;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new OtmSimulationError({code: 'invalidServer', server});
  }
  if (seen.has(id)) {
    throw new OtmSimulationError({code: 'duplicateId', id});
  }
  seen.add(id);
  if (typeof ip !== 'string' || !isIpAddress(ip)) {
    throw new OtmSimulationError({code: 'invalidServerValue', id, field: 'ip', value: String(ip), allowed: IP_VERSIONS});
  }
  if (typeof group !== 'string' || !GROUPS.includes(group)) {
    throw new OtmSimulationError({code: 'invalidServerValue', id, field: 'group', value: String(group), allowed: GROUPS});
  }
  if (role !== undefined && (typeof role !== 'string' || !ROLES.includes(role))) {
    throw new OtmSimulationError({code: 'invalidServerValue', id, field: 'role', value: String(role), allowed: ROLES});
  }
  if (group === 'backup' && role !== undefined) {
    throw new OtmSimulationError({code: 'roleInBackupGroup', id});
  }
  if (monitored !== undefined && typeof monitored !== 'boolean') {
    throw new OtmSimulationError({code: 'invalidServerValue', id, field: 'monitored', value: String(monitored), allowed: BOOLEANS});
  }
  return {
    id,
    ip,
    group: group as GroupName,
    role: group === 'main' ? ((role as ServerRole | undefined) ?? 'active') : null,
    monitored: monitored ?? true,
  };
}

/**
 * Checks a configuration against the rules of spec sections 4 and 5 and fills in defaults.
 * Accepts unknown input because MDX authors pass it through props without a type check.
 */
export function validateConfig(config: unknown): NormalizedConfig {
  if (!isRecord(config)) {
    throw new OtmSimulationError({code: 'invalidConfig'});
  }
  if (!Array.isArray(config.servers) || config.servers.length === 0) {
    throw new OtmSimulationError({code: 'invalidConfig'});
  }
  const seen = new Set<string>();
  const servers = config.servers.map((raw: unknown, index) => checkServer(raw, index, seen));
  const serverPolicy = checkPolicy(config.serverPolicy, 'serverPolicy');
  const groupPolicy = checkPolicy(config.groupPolicy, 'groupPolicy');
  if (!servers.some((server) => server.group === 'main' && server.role === 'active')) {
    throw new OtmSimulationError({code: 'noActiveServer'});
  }
  const unmonitored = servers.find((server) => !server.monitored);
  if (unmonitored && (serverPolicy === 'automatic' || groupPolicy === 'automatic')) {
    throw new OtmSimulationError({code: 'automaticNeedsMonitor', id: unmonitored.id});
  }
  return {servers, serverPolicy, groupPolicy};
}
