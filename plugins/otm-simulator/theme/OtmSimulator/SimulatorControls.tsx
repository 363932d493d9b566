import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {Policy} from '../../src/engine';
import {presetIds} from '../../src/presets';
import ActionButton from './ActionButton';
import ControlSelect from './ControlSelect';
import {policyLabel, presetLabel} from './labels';
import {CUSTOM_SOURCE, type SimulatorAction, type SimulatorModel} from './useOtmSimulator';
import styles from './styles.module.css';

const POLICIES: readonly Policy[] = ['automatic', 'manual'];

interface SimulatorControlsProps {
  model: SimulatorModel;
  dispatch: (action: SimulatorAction) => void;
  /** The page gave a record of its own: it is the first scenario of the list. */
  custom: boolean;
}

/** The scenario, the two policies and "Zacznij od nowa". */
export default function SimulatorControls({model, dispatch, custom}: SimulatorControlsProps): ReactNode {
  const sources = presetIds.map((id) => ({value: id as string, label: presetLabel(id)}));
  if (custom) {
    sources.unshift({
      value: CUSTOM_SOURCE,
      label: 'Rekord opisany na tej stronie',
    });
  }
  const policyOptions = POLICIES.map((policy) => ({value: policy, label: policyLabel(policy)}));
  const policies = (serverPolicy: Policy, groupPolicy: Policy) => dispatch({type: 'policies', serverPolicy, groupPolicy});
  return (
    <div className={styles.controls}>
      <ControlSelect
        label={
          <Translate id="otmSimulator.controls.preset" description="OTM simulator: scenario selector label">
            Scenariusz
          </Translate>
        }
        value={model.source as string}
        options={sources}
        onChange={(source) => dispatch({type: 'source', source})}
      />
      <ControlSelect
        label={
          <Translate id="otmSimulator.controls.serverPolicy" description="OTM simulator: main-group rules policy">
            Polityka serwerów (grupa główna)
          </Translate>
        }
        value={model.serverPolicy}
        options={policyOptions}
        onChange={(serverPolicy) => policies(serverPolicy, model.groupPolicy)}
      />
      <ControlSelect
        label={
          <Translate id="otmSimulator.controls.groupPolicy" description="OTM simulator: group rules policy">
            Polityka grup
          </Translate>
        }
        value={model.groupPolicy}
        options={policyOptions}
        onChange={(groupPolicy) => policies(model.serverPolicy, groupPolicy)}
      />
      <ActionButton onClick={() => dispatch({type: 'reset'})}>
        <Translate id="otmSimulator.controls.reset" description="OTM simulator: restart the scenario">
          Zacznij od nowa
        </Translate>
      </ActionButton>
    </div>
  );
}
