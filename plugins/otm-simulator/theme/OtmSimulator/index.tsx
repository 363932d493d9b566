import {useEffect, useId, useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {answer, view, type Policy, type SimulationConfig} from '../../src/engine';
import {presetIds} from '../../src/presets';
import GroupPanel from './GroupPanel';
import {policyLabel, presetLabel} from './labels';
import {eventText} from './eventText';
import {CUSTOM_SOURCE, useOtmSimulator} from './useOtmSimulator';
import styles from './styles.module.css';

export interface OtmSimulatorProps {
  /** 'three-actives', 'hotspare-backup' (default) or 'practical-example'. */
  preset?: string;
  /** A record of the page's own; it wins over `preset` and is validated like a preset. */
  config?: SimulationConfig;
}

const POLICIES: readonly Policy[] = ['automatic', 'manual'];

/** The OTM failover simulator of issue 7: one DNS record, both server groups, every rule. */
/** How many of the newest log lines the pinned status shows. */
const LATEST_LINES = 2;

export default function OtmSimulator({preset, config}: OtmSimulatorProps): ReactNode {
  const [model, dispatch] = useOtmSimulator({preset, config});
  const ids = {title: useId(), source: useId(), server: useId(), group: useId(), log: useId(), answer: useId()};
  const logRef = useRef<HTMLDivElement>(null);
  const simulation = model.simulation ? view(model.simulation) : null;
  const nextAnswer = model.simulation ? answer(model.simulation, model.queryNumber) : [];
  const logLength = simulation?.log.length ?? 0;

  useEffect(() => {
    // Keep the newest entry in sight; the live region reads it out anyway.
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [logLength]);

  const policySelect = (kind: 'server' | 'group', value: Policy): ReactNode => (
    <select
      id={kind === 'server' ? ids.server : ids.group}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as Policy;
        dispatch({
          type: 'policies',
          serverPolicy: kind === 'server' ? chosen : model.serverPolicy,
          groupPolicy: kind === 'group' ? chosen : model.groupPolicy,
        });
      }}
    >
      {POLICIES.map((policy) => (
        <option key={policy} value={policy}>
          {policyLabel(policy)}
        </option>
      ))}
    </select>
  );

  return (
    <section className={styles.simulator} aria-labelledby={ids.title} data-otm-simulator="">
      <h3 id={ids.title} className={styles.title}>
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
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={ids.source}>
            <Translate id="otmSimulator.controls.preset" description="OTM simulator: scenario selector label">
              Scenariusz
            </Translate>
          </label>
          <select id={ids.source} value={model.source} onChange={(event) => dispatch({type: 'source', source: event.target.value})}>
            {config !== undefined && (
              <option value={CUSTOM_SOURCE}>
                {translate({
                  id: 'otmSimulator.preset.custom',
                  message: 'Rekord opisany na tej stronie',
                  description: 'OTM simulator: config prop',
                })}
              </option>
            )}
            {presetIds.map((id) => (
              <option key={id} value={id}>
                {presetLabel(id)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.server}>
            <Translate id="otmSimulator.controls.serverPolicy" description="OTM simulator: main-group rules policy">
              Polityka serwerów (grupa główna)
            </Translate>
          </label>
          {policySelect('server', model.serverPolicy)}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.group}>
            <Translate id="otmSimulator.controls.groupPolicy" description="OTM simulator: group rules policy">
              Polityka grup
            </Translate>
          </label>
          {policySelect('group', model.groupPolicy)}
        </div>
        <button type="button" className="button button--sm button--outline button--primary" onClick={() => dispatch({type: 'reset'})}>
          <Translate id="otmSimulator.controls.reset" description="OTM simulator: restart the scenario">
            Zacznij od nowa
          </Translate>
        </button>
      </div>

      {model.unknownPreset !== null && (
        <p className={styles.notice} role="status">
          {translate(
            {
              id: 'otmSimulator.error.unknownPreset',
              message: 'Nieznany scenariusz „{preset}”: pokazuję scenariusz domyślny. Inny wybierzesz z listy Scenariusz.',
              description: 'OTM simulator: the preset prop names no preset',
            },
            {preset: model.unknownPreset},
          )}
        </p>
      )}
      {model.error !== null && (
        <div className={styles.error} role="alert">
          <strong>
            <Translate id="otmSimulator.error.title" description="OTM simulator: heading of an error message">
              Tego nie da się zasymulować:
            </Translate>
          </strong>{' '}
          {model.error}
        </div>
      )}

      {simulation && (
        <>
          <div className={styles.groups}>
            <GroupPanel group="main" simulation={simulation} dispatch={dispatch} />
            <GroupPanel group="backup" simulation={simulation} dispatch={dispatch} />
          </div>
          {/* The log below announces each event; this copy is for the eyes only, so it is not announced twice. */}
          <div className={styles.status} aria-hidden="true" data-otm-status="">
            <strong>
              <Translate id="otmSimulator.status.title" description="OTM simulator: label of the line with the newest events">
                Ostatnie zdarzenie:
              </Translate>
            </strong>
            {simulation.log.slice(-LATEST_LINES).map((event, index) => (
              <p key={`${logLength}-${index}`}>{eventText(event)}</p>
            ))}
          </div>
          <div className={styles.answer}>
            <h4 id={ids.answer} className={styles.groupTitle}>
              <Translate id="otmSimulator.answer.title" description="OTM simulator: heading of the DNS answer">
                Następna odpowiedź DNS
              </Translate>
            </h4>
            <p aria-live="polite" aria-atomic="true" data-answer="">
              {translate(
                {id: 'otmSimulator.answer.query', message: 'Zapytanie nr {number}:', description: 'OTM simulator: DNS query number'},
                {number: model.queryNumber + 1},
              )}{' '}
              {nextAnswer.length > 0 ? (
                <code>{nextAnswer.join(', ')}</code>
              ) : (
                translate({
                  id: 'otmSimulator.answer.empty',
                  message: 'brak adresów w odpowiedzi',
                  description: 'OTM simulator: empty DNS answer',
                })
              )}
            </p>
            <button type="button" className="button button--sm button--outline button--primary" onClick={() => dispatch({type: 'query'})}>
              <Translate id="otmSimulator.answer.next" description="OTM simulator: ask the next DNS query">
                Zadaj kolejne zapytanie
              </Translate>
            </button>
          </div>
          <h4 id={ids.log} className={styles.groupTitle}>
            <Translate id="otmSimulator.log.title" description="OTM simulator: heading of the event log">
              Dziennik zdarzeń
            </Translate>
          </h4>
          {/* Focusable so that keyboard users can scroll it. */}
          <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-labelledby={ids.log} tabIndex={0}>
            <ol>
              {simulation.log.map((event, index) => (
                <li key={index}>{eventText(event)}</li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
