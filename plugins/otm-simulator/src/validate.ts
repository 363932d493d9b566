import {isIpAddress} from './ip';
import type {GroupName, NormalizedServer, Policy, ServerRole} from './types';

/** Every error the engine throws: the message is Polish, because the widget shows it as is. */
export class OtmSimulationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtmSimulationError';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function quoted(value: unknown): string {
  return `„${String(value)}”`;
}

function checkPolicy(value: unknown, which: string): Policy {
  if (typeof value !== 'string' || !POLICIES.includes(value)) {
    throw new OtmSimulationError(
      `Nieznana polityka ${which}: ${quoted(value)}. Dozwolone wartości to „automatic” (automatycznie) i „manual” (ręcznie).`,
    );
  }
  return value as Policy;
}

function checkServer(raw: unknown, index: number, seen: Set<string>): NormalizedServer {
  const where = `Serwer nr ${index + 1}`;
  if (!isRecord(raw)) throw new OtmSimulationError(`${where} nie jest opisem serwera (obiektem z polami id, ip i group).`);
  const {id, ip, group, role, monitored} = raw;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new OtmSimulationError(`${where} nie ma identyfikatora: pole id musi być niepustym tekstem.`);
  }
  if (seen.has(id)) {
    throw new OtmSimulationError(`Identyfikator serwera ${quoted(id)} występuje więcej niż raz; każdy serwer potrzebuje własnego id.`);
  }
  seen.add(id);
  if (typeof ip !== 'string' || !isIpAddress(ip)) {
    throw new OtmSimulationError(`Serwer ${quoted(id)}: ${quoted(ip)} nie jest poprawnym adresem IPv4 ani IPv6.`);
  }
  if (typeof group !== 'string' || !GROUPS.includes(group)) {
    throw new OtmSimulationError(
      `Serwer ${quoted(id)}: nieznana grupa ${quoted(group)}. Serwer należy do grupy „main” (główna) albo „backup” (zapasowa).`,
    );
  }
  if (role !== undefined && (typeof role !== 'string' || !ROLES.includes(role))) {
    throw new OtmSimulationError(`Serwer ${quoted(id)}: nieznana rola ${quoted(role)}. Dozwolone role to „active” i „hotspare”.`);
  }
  if (group === 'backup' && role !== undefined) {
    throw new OtmSimulationError(
      `Serwer ${quoted(id)} należy do grupy zapasowej, a role Active i Hotspare istnieją tylko w grupie głównej. Usuń rolę albo przenieś serwer do grupy głównej.`,
    );
  }
  if (monitored !== undefined && typeof monitored !== 'boolean') {
    throw new OtmSimulationError(`Serwer ${quoted(id)}: pole monitored przyjmuje tylko wartość true albo false.`);
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
    throw new OtmSimulationError('Konfiguracja symulatora musi być obiektem z polami servers, serverPolicy i groupPolicy.');
  }
  if (!Array.isArray(config.servers) || config.servers.length === 0) {
    throw new OtmSimulationError('Konfiguracja musi zawierać listę servers z co najmniej jednym serwerem.');
  }
  const seen = new Set<string>();
  const servers = config.servers.map((raw: unknown, index) => checkServer(raw, index, seen));
  const serverPolicy = checkPolicy(config.serverPolicy, 'serwerów (serverPolicy)');
  const groupPolicy = checkPolicy(config.groupPolicy, 'grup (groupPolicy)');
  if (!servers.some((server) => server.group === 'main' && server.role === 'active')) {
    throw new OtmSimulationError('Grupa główna musi mieć co najmniej jeden serwer w roli Active: bez niego rekord nie ma dokąd kierować ruchu.');
  }
  const unmonitored = servers.find((server) => !server.monitored);
  if (unmonitored && (serverPolicy === 'automatic' || groupPolicy === 'automatic')) {
    throw new OtmSimulationError(
      `Polityka automatyczna wymaga monitora podpiętego do każdego serwera, a serwer ${quoted(unmonitored.id)} go nie ma. Podepnij monitor albo wybierz politykę ręczną.`,
    );
  }
  return {servers, serverPolicy, groupPolicy};
}
