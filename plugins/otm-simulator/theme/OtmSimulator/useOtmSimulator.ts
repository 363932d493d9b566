import {useReducer} from 'react';
import {
  activateGroup,
  createSimulation,
  OtmSimulationError,
  setHealth,
  setPolicies,
  toggleServer,
  type GroupName,
  type Policy,
  type SimulationConfig,
  type SimulationState,
} from '../../src/engine';
import {defaultPresetId, isPresetId, presets, type PresetId} from '../../src/presets';
import {problemText} from './problemText';

/**
 * State holder of the widget: it only keeps the engine's state and turns clicks into engine
 * calls. An engine error never blanks the widget: it is kept as a message beside the last state.
 */
export const CUSTOM_SOURCE = 'custom';

export interface SimulatorModel {
  /** A preset id, or CUSTOM_SOURCE for the page's own `config` prop. */
  source: PresetId | typeof CUSTOM_SOURCE;
  serverPolicy: Policy;
  groupPolicy: Policy;
  simulation: SimulationState | null;
  /** Polish message of the last engine error (bad config or bad call). */
  error: string | null;
  /** The `preset` prop named no known preset; the default preset is shown instead. */
  unknownPreset: string | null;
  queryNumber: number;
}

export type SimulatorAction =
  | {type: 'source'; source: string}
  | {type: 'policies'; serverPolicy: Policy; groupPolicy: Policy}
  | {type: 'reset'}
  | {type: 'health'; serverId: string; healthy: boolean}
  | {type: 'toggle'; serverId: string; on: boolean}
  | {type: 'activate'; group: GroupName}
  | {type: 'query'};

export interface SimulatorProps {
  preset?: string;
  config?: SimulationConfig;
}

function messageOf(error: unknown): string {
  if (error instanceof OtmSimulationError) return problemText(error.problem);
  return error instanceof Error ? error.message : String(error);
}

function policyOf(value: unknown): Policy {
  return value === 'manual' ? 'manual' : 'automatic';
}

function configOf(model: Pick<SimulatorModel, 'source'>, props: SimulatorProps): unknown {
  return model.source === CUSTOM_SOURCE ? props.config : presets[model.source];
}

/** A fresh simulation of the chosen source, with the policies overridden when asked. */
function start(model: SimulatorModel, props: SimulatorProps, overridePolicies: boolean): SimulatorModel {
  const base = configOf(model, props);
  const config =
    overridePolicies && typeof base === 'object' && base !== null
      ? {...base, serverPolicy: model.serverPolicy, groupPolicy: model.groupPolicy}
      : base;
  try {
    return {...model, simulation: createSimulation(config as SimulationConfig), error: null, queryNumber: 0};
  } catch (error) {
    return {...model, simulation: null, error: messageOf(error), queryNumber: 0};
  }
}

export function initialModel(props: SimulatorProps): SimulatorModel {
  const custom = props.config !== undefined;
  const known = isPresetId(props.preset);
  const source = custom ? CUSTOM_SOURCE : known ? (props.preset as PresetId) : defaultPresetId;
  const base = configOf({source}, props) as Partial<SimulationConfig> | undefined;
  const model: SimulatorModel = {
    source,
    serverPolicy: policyOf(base?.serverPolicy),
    groupPolicy: policyOf(base?.groupPolicy),
    simulation: null,
    error: null,
    unknownPreset: !custom && props.preset !== undefined && !known ? String(props.preset) : null,
    queryNumber: 0,
  };
  return start(model, props, false);
}

function run(model: SimulatorModel, call: (state: SimulationState) => SimulationState): SimulatorModel {
  if (!model.simulation) return model;
  try {
    return {...model, simulation: call(model.simulation), error: null};
  } catch (error) {
    return {...model, error: messageOf(error)};
  }
}

export function reduce(model: SimulatorModel, action: SimulatorAction, props: SimulatorProps): SimulatorModel {
  switch (action.type) {
    case 'source': {
      if (action.source !== CUSTOM_SOURCE && !isPresetId(action.source)) {
        return {...model, unknownPreset: action.source};
      }
      const source = action.source as SimulatorModel['source'];
      const base = configOf({source}, props) as Partial<SimulationConfig> | undefined;
      return start(
        {...model, source, unknownPreset: null, serverPolicy: policyOf(base?.serverPolicy), groupPolicy: policyOf(base?.groupPolicy)},
        props,
        false,
      );
    }
    case 'policies': {
      // The scenario goes on under the new policies; only "Zacznij od nowa" starts it again.
      const next = {...model, serverPolicy: action.serverPolicy, groupPolicy: action.groupPolicy};
      return next.simulation ? run(next, (state) => setPolicies(state, action.serverPolicy, action.groupPolicy)) : start(next, props, true);
    }
    case 'reset':
      return start(model, props, true);
    case 'health':
      return run(model, (state) => setHealth(state, action.serverId, action.healthy));
    case 'toggle':
      return run(model, (state) => toggleServer(state, action.serverId, action.on));
    case 'activate':
      return run(model, (state) => activateGroup(state, action.group));
    case 'query':
      return {...model, queryNumber: model.queryNumber + 1};
  }
}

export function useOtmSimulator(props: SimulatorProps): [SimulatorModel, (action: SimulatorAction) => void] {
  return useReducer((model: SimulatorModel, action: SimulatorAction) => reduce(model, action, props), props, initialModel);
}
