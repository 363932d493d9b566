/** Types of the traffic manager (OTM) failover model; see spec section 4 and issue 7. */
export type GroupName = 'main' | 'backup';
export type ServerRole = 'active' | 'hotspare';
export type Policy = 'automatic' | 'manual';
/** green: serves traffic; yellow: ready to take traffic; red: down (its monitor says so). */
export type Colour = 'green' | 'yellow' | 'red';

/** One server entry of a DNS record, as an author writes it. */
export interface ServerConfig {
  id: string;
  ip: string;
  group: GroupName;
  /** Only in the main group; a main-group server without a role is Active. */
  role?: ServerRole;
  /** Whether a monitor is linked to the server; defaults to true. */
  monitored?: boolean;
}

export interface SimulationConfig {
  servers: readonly ServerConfig[];
  /** Main-group rules: hotspare replacement and return on recovery. */
  serverPolicy: Policy;
  /** Group rules: failover to the backup group and return to the main group. */
  groupPolicy: Policy;
}

/** A validated server with every default filled in. */
export interface NormalizedServer {
  readonly id: string;
  readonly ip: string;
  readonly group: GroupName;
  /** null in the backup group, where roles do not exist. */
  readonly role: ServerRole | null;
  readonly monitored: boolean;
}

export interface ServerState extends NormalizedServer {
  /** Last monitor report (the Online column); unmonitored servers count as healthy. */
  readonly healthy: boolean;
  /** The ON/OFF switch of manual server policy: whether the record includes the server. */
  readonly enabled: boolean;
  /** Automatic server policy: id of the failed Active this hotspare replaces 1:1. */
  readonly standsInFor: string | null;
}

export interface SimulationState {
  readonly serverPolicy: Policy;
  readonly groupPolicy: Policy;
  readonly servers: readonly ServerState[];
  /** The group the record sends traffic to; never both (master/backup only). */
  readonly activeGroup: GroupName;
  /** Polish log lines, oldest first: each event and the rule it fired, with the reason. */
  readonly log: readonly string[];
}

export interface ServerView {
  id: string;
  ip: string;
  group: GroupName;
  role: ServerRole | null;
  monitored: boolean;
  online: boolean;
  enabled: boolean;
  standsInFor: string | null;
  serving: boolean;
  /** Fraction of the traffic (0 to 1); 0 when the server does not serve. */
  share: number;
  colour: Colour;
}

export interface SimulationView {
  activeGroup: GroupName;
  serverPolicy: Policy;
  groupPolicy: Policy;
  groups: Record<GroupName, {colour: 'green' | 'red'}>;
  servers: ServerView[];
  log: string[];
}
