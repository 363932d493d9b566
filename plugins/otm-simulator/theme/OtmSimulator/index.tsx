import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {answer, view, type SimulationConfig} from '../../src/engine';
import DnsAnswer from './DnsAnswer';
import EventLog from './EventLog';
import GroupPanel from './GroupPanel';
import LatestEvents from './LatestEvents';
import Notices from './Notices';
import SimulatorControls from './SimulatorControls';
import {useOtmSimulator} from './useOtmSimulator';
import styles from './styles.module.css';

export interface OtmSimulatorProps {
  /** 'three-actives', 'hotspare-backup' (default) or 'practical-example'. */
  preset?: string;
  /** A record of the page's own; it wins over `preset` and is validated like a preset. */
  config?: SimulationConfig;
}

/** The OTM failover simulator of issue 7: one DNS record, both server groups, every rule. */
export default function OtmSimulator({preset, config}: OtmSimulatorProps): ReactNode {
  const [model, dispatch] = useOtmSimulator({preset, config});
  const titleId = useId();
  const simulation = model.simulation ? view(model.simulation) : null;
  return (
    <section className={styles.simulator} aria-labelledby={titleId} data-otm-simulator="">
      <h3 id={titleId} className={styles.title}>
        <Translate id="otmSimulator.title" description="OTM simulator: heading">
          Symulator przełączania awaryjnego OTM
        </Translate>
      </h3>
      <p className={styles.intro}>
        <Translate id="otmSimulator.intro" description="OTM simulator: how to use it">
          Symulator pokazuje jeden rekord DNS z grupą główną i zapasową. Zgłaszaj awarie i powroty serwerów, zmieniaj polityki i obserwuj,
          która reguła zadziałała: opisuje to dziennik zdarzeń pod listą serwerów.
        </Translate>
      </p>
      <SimulatorControls model={model} dispatch={dispatch} custom={config !== undefined} />
      <Notices model={model} />
      {simulation && model.simulation && (
        <>
          <div className={styles.groups}>
            <GroupPanel group="main" simulation={simulation} dispatch={dispatch} />
            <GroupPanel group="backup" simulation={simulation} dispatch={dispatch} />
          </div>
          <LatestEvents log={simulation.log} />
          <DnsAnswer
            queryNumber={model.queryNumber}
            addresses={answer(model.simulation, model.queryNumber)}
            onNext={() => dispatch({type: 'query'})}
          />
          <EventLog log={simulation.log} />
        </>
      )}
    </section>
  );
}
