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
  /** What happened, oldest first: each event and each rule it fired (the widget words them). */
  readonly log: readonly SimulationEvent[];
}

/** A server as the log names it: its id and address. */
export interface ServerRef {
  readonly id: string;
  readonly ip: string;
}

/**
 * One entry of the simulation's log: an event (a monitor report, a click) or a rule of spec
 * section 4 that fired, with the servers and groups it concerns. Typed data, no prose: the
 * widget turns each kind into Polish through translate() (theme/OtmSimulator/eventText.ts).
 */
export type SimulationEvent =
  | {readonly type: 'started'; readonly serverPolicy: Policy; readonly groupPolicy: Policy}
  | {readonly type: 'allServersUp'}
  | {readonly type: 'standingBy'; readonly servers: readonly string[]}
  | {readonly type: 'monitorReport'; readonly server: ServerRef; readonly healthy: boolean}
  /** The monitor reports what it reported before: nothing changes. */
  | {readonly type: 'monitorUnchanged'; readonly server: ServerRef; readonly healthy: boolean}
  | {readonly type: 'manualServersIgnoreHealth'}
  | {readonly type: 'switchNeedsManualPolicy'; readonly server: ServerRef}
  | {readonly type: 'switchUnchanged'; readonly server: ServerRef; readonly on: boolean}
  | {readonly type: 'switched'; readonly server: ServerRef; readonly on: boolean}
  | {readonly type: 'switchedOnWhileDown'; readonly server: string}
  | {readonly type: 'groupNotActive'; readonly group: GroupName}
  | {readonly type: 'activationNeedsManualPolicy'; readonly group: GroupName}
  | {readonly type: 'groupAlreadyActive'; readonly group: GroupName}
  | {readonly type: 'groupActivated'; readonly group: GroupName}
  | {readonly type: 'groupCannotServe'; readonly group: GroupName}
  /** From now on the ON/OFF switches decide; `switchedOn` are the servers switched on. */
  | {readonly type: 'serversNowManual'; readonly switchedOn: readonly string[]}
  /** From now on the monitors decide, with the main-group rules. */
  | {readonly type: 'serversNowAutomatic'}
  | {readonly type: 'groupsNowManual'}
  | {readonly type: 'groupsNowAutomatic'}
  | {readonly type: 'policiesUnchanged'}
  /** Main-group rule 2: the Active is back and its hotspare steps down. */
  | {readonly type: 'activeReturnsFromHotspare'; readonly active: ServerRef; readonly hotspare: string}
  /** Main-group rule 2: the Active is back (nobody stood in for it). */
  | {readonly type: 'activeReturns'; readonly active: ServerRef}
  /** A hotspare standing in fails itself and stops standing in. */
  | {readonly type: 'hotspareFailed'; readonly hotspare: ServerRef; readonly active: string}
  /** Main-group rule 1: a healthy free hotspare replaces the failed Active 1:1. */
  | {readonly type: 'hotspareReplaces'; readonly active: string; readonly hotspare: ServerRef}
  /** A failed Active with no free hotspare: nobody replaces it (the next traffic event says who is left). */
  | {readonly type: 'noFreeHotspare'; readonly active: string}
  /** Group rule 1 (automatic): every main server down, traffic to the backup group. */
  | {readonly type: 'failover'}
  /** Group rule 2 (automatic): a main server is back, traffic returns to the main group. */
  | {readonly type: 'failback'; readonly healthyMain: readonly string[]}
  /** Group rule 1 (manual): every main server down, waiting for 'Aktywuj ręcznie'. */
  | {readonly type: 'failoverWaits'}
  /** Group rule 2 (manual): the main group is back, traffic stays until activated by hand. */
  | {readonly type: 'failbackWaits'; readonly healthyMain: readonly string[]}
  /** Who serves now, each the same share (never empty: see noTraffic). */
  | {readonly type: 'traffic'; readonly group: GroupName; readonly serving: readonly string[]}
  /** Nobody serves: the DNS answer has no addresses. */
  | {readonly type: 'noTraffic'};

export type SimulationEventType = SimulationEvent['type'];

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
  log: SimulationEvent[];
}

/**
 * Why the engine refused a configuration or a call, with what it concerns. Data, not prose: the
 * widget words it in Polish (theme/OtmSimulator/eventText.ts) next to the simulator.
 */
export type SimulationProblem =
  /** Not an object, or no list of servers with at least one server. */
  | {readonly code: 'invalidConfig'}
  /** Entry number `server` (1-based) of `servers` is not an object or has no id. */
  | {readonly code: 'invalidServer'; readonly server: number}
  | {readonly code: 'duplicateId'; readonly id: string}
  /** A field of server `id` holds a value outside `allowed` (its kinds, like IPv4, or its values). */
  | {
      readonly code: 'invalidServerValue';
      readonly id: string;
      readonly field: string;
      readonly value: string;
      readonly allowed: readonly string[];
    }
  /** A setting or an argument of a call holds a value outside `allowed`. */
  | {readonly code: 'invalidValue'; readonly field: string; readonly value: string; readonly allowed: readonly string[]}
  | {readonly code: 'roleInBackupGroup'; readonly id: string}
  | {readonly code: 'noActiveServer'}
  | {readonly code: 'automaticNeedsMonitor'; readonly id: string}
  | {readonly code: 'unknownServer'; readonly id: string; readonly known: readonly string[]}
  | {readonly code: 'serverNotMonitored'; readonly id: string};

export type SimulationProblemCode = SimulationProblem['code'];
