import {useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import openapi from '@generated/api-reference/default/openapi.json';
import dictionaryContent from '@generated/api-dictionaries/default/content.json';
import {curlCommand, TOKEN_PLACEHOLDER} from '@theme/ApiCurl';
import {CHANGE_EVENT, forgetToken, normalizeToken, readToken, saveToken} from '../../../api-reference/client/public';
import ApiRegionOptions from '@theme/ApiRegionOptions';
import ErrorCode from '@theme/ErrorCode';
import {bodyText, curlInput, requestUrl, type SentRequest} from '../../src/curl';
import {sandboxTokenReadsOnly} from '../../src/grant';
import {sendReal} from '../../src/http';
import {requestModel, type FormField, type RequestModel} from '../../src/model';
import {Sandbox, scenariosFor, TICKET_STEPS, type SandboxAnswer, type Scenario} from '../../src/sandbox';
import {apiBase, apiHost, isConsoleMode, modeLabel, tokenTarget, type ConsoleMode, type Region} from '../../src/target';
import type {ConsoleDictionaries, ConsoleDocument} from '../../src/types';
import {buildRequest, type FieldErrors} from '../../src/validate';
import TokenHelper from './TokenHelper';
import styles from './styles.module.css';

// The authorization page's token helper (@theme/ApiTokenHelper) loads with this chunk.
export {default as PageTokenHelper} from '../ApiTokenHelper/Helper';

// The console's words live in its own chunk, loaded when a reader opens it: through translate()
// they would sit in i18n/pl/code.json, which every page's main bundle carries.
function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (values[key] === undefined ? whole : String(values[key])));
}

const apiDocument = openapi as unknown as ConsoleDocument;
const dictionaries = dictionaryContent as unknown as ConsoleDictionaries;
// One sandbox per page: a ticket started in one console can be followed from another.
const sandbox = new Sandbox(apiDocument, dictionaries);
const POLL_MS = 800;
// The real API counts 400 requests a minute per user: a ticket is asked about every two seconds.
const REAL_POLL_MS = 2_000;
const MAX_POLLS = 90;

interface Settings {
  apiHostWaw: string;
  apiHostKrk: string;
  identityUrl: string;
  apiScope: string;
  apiScopeReadonly: string;
  apiConsole: string;
}

/** An answer as the panel shows it, from the sandbox or from the real API. */
interface PanelAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  simulated: boolean;
}

interface Shown {
  answer: PanelAnswer;
  sent: SentRequest;
  ms: number;
}

interface Target {
  mode: ConsoleMode;
  /** Up to and including /services, for the real modes. */
  base: string | null;
}

/** Sends one built request to the console's target; a Polish problem when nothing came back. */
async function dispatch(
  target: Target,
  model: RequestModel,
  sent: SentRequest,
  scenario: Scenario,
): Promise<{answer: PanelAnswer; ms: number} | {problem: string}> {
  const started = performance.now();
  if (target.base === null) {
    const answer: SandboxAnswer = sandbox.send(
      model,
      {...sent, withToken: sent.token !== null, readOnlyToken: sandboxTokenReadsOnly(sent.token)},
      scenario,
    );
    return {answer, ms: performance.now() - started};
  }
  const result = await sendReal(
    window.fetch.bind(window),
    {method: sent.method, url: requestUrl(target.base.replace(/\/services$/, ''), sent), token: sent.token, body: bodyText(sent)},
    target.mode,
  );
  if (result.problem !== undefined) return {problem: result.problem};
  return {answer: {...result.answer, simulated: false}, ms: performance.now() - started};
}

function scenarioLabel(scenario: Scenario): string {
  switch (scenario) {
    case 'no-token':
      return 'Żądanie bez tokenu (401)';
    case 'locked':
      return 'Instancja zablokowana przez trwającą operację (409)';
    default:
      return 'Poprawna odpowiedź';
  }
}

const RATE_HEADERS: Readonly<Record<string, () => string>> = {
  'X-Rate-Limit-Limit': () => 'limit zapytań na minutę dla użytkownika',
  'X-Rate-Limit-Remaining': () => 'ile zapytań zostało w bieżącej minucie',
  'X-Rate-Limit-Reset': () => 'za ile milisekund limit się odnowi',
};

/** Markdown links of the document's descriptions as plain text. */
function plain(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');
}

function placeLabel(field: FormField): string {
  if (field.place === 'path') return 'ścieżka';
  if (field.place === 'query') return 'zapytanie';
  return 'treść';
}

function Field({
  field,
  value,
  error,
  onChange,
  id,
}: {
  field: FormField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  id: string;
}): ReactNode {
  const control = `${id}-${field.key}`;
  const hint = `${control}-hint`;
  const errorId = `${control}-error`;
  const listId = `${control}-list`;
  const common = {
    id: control,
    'data-field': field.key,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${errorId} ${hint}` : hint,
    'aria-required': field.required || undefined,
  };
  let input: ReactNode;
  if (field.kind === 'boolean') {
    input = (
      <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{'(nie wysyłaj)'}</option>
        <option value="true">{'tak (true)'}</option>
        <option value="false">{'nie (false)'}</option>
      </select>
    );
  } else if (field.kind === 'json') {
    input = <textarea {...common} value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const numeric = field.kind === 'integer' || field.kind === 'number';
    input = (
      <input
        {...common}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        list={field.dictionary && field.dictionary.options.length > 0 ? listId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const range =
    field.minimum !== undefined && field.maximum !== undefined
      ? fill('Zakres: {minimum}–{maximum}.', {minimum: field.minimum, maximum: field.maximum})
      : '';
  return (
    <div className={styles.field}>
      <label htmlFor={control}>
        <code>{field.name}</code>{' '}
        <span className={styles.meta}>
          {placeLabel(field)}
          {field.required && `, ${'wymagane'}`}
        </span>
      </label>
      {input}
      {field.dictionary && field.dictionary.options.length > 0 && (
        <datalist id={listId}>
          {field.dictionary.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </datalist>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-field-error="">
          {fill('Błąd: {message}', {message: error})}
        </p>
      )}
      <p id={hint} className={styles.hint}>
        {plain(field.description)} {range}
        {field.dictionary && field.dictionary.options.length > 0 && (
          <>
            {' '}
            {'Znane wartości:'} {field.dictionary.options.map((option) => `${option.id} (${option.label})`).join(', ')}.
          </>
        )}
      </p>
    </div>
  );
}

function CopyCurl({sent, host}: {sent: SentRequest; host: string}): ReactNode {
  const [withToken, setWithToken] = useState(false);
  const [message, setMessage] = useState('');
  const id = useId();
  const copy = async () => {
    const text = curlCommand(curlInput(host, sent, {withToken, placeholder: TOKEN_PLACEHOLDER}));
    try {
      await navigator.clipboard.writeText(text);
      setMessage('Skopiowano polecenie curl.');
    } catch {
      setMessage('Przeglądarka nie pozwoliła skopiować; polecenie jest poniżej.');
    }
  };
  return (
    <div className={styles.curl}>
      <button type="button" className="button button--secondary" data-console-curl="" onClick={copy}>
        {'Kopiuj jako curl'}
      </button>
      {sent.token !== null && (
        <label className={styles.check} htmlFor={`${id}-token`}>
          <input id={`${id}-token`} type="checkbox" checked={withToken} onChange={(event) => setWithToken(event.target.checked)} />
          {'Z prawdziwym tokenem zamiast $TOKEN'}
        </label>
      )}
      <p role="status" className={styles.hint}>
        {message}
      </p>
    </div>
  );
}

function ticketEnded(ticket: Record<string, unknown>): boolean {
  return (typeof ticket.Progress === 'number' && ticket.Progress >= TICKET_STEPS[TICKET_STEPS.length - 1]) || Boolean(ticket.EndDate);
}

function Answer({shown, model, host, target}: {shown: Shown; model: RequestModel; host: string; target: Target}): ReactNode {
  const {answer, sent, ms} = shown;
  const [ticket, setTicket] = useState<Record<string, unknown> | null>(null);
  const [following, setFollowing] = useState(false);
  const [pollProblem, setPollProblem] = useState('');
  const body = answer.body as Record<string, unknown> | null;
  const isTicket = answer.status === 200 && model.answerModel === 'Ticket' && body !== null && typeof body.Id === 'number';
  useEffect(() => {
    if (!following || !isTicket) return undefined;
    const ticketModel = requestModel(apiDocument, dictionaries, 'GET', '/tickets/{id}');
    const request = buildRequest(apiDocument, ticketModel, {'path.id': String(body?.Id)}).request;
    let polls = 0;
    let stopped = false;
    const poll = async () => {
      polls += 1;
      const result = await dispatch(target, ticketModel, {...request, token: sent.token}, 'ok');
      if (stopped) return;
      if ('problem' in result || result.answer.status !== 200) {
        setPollProblem(
          'problem' in result
            ? result.problem
            : fill('Zapytanie o zadanie zwróciło status {status}; śledzenie przerwane.', {status: result.answer.status}),
        );
        setFollowing(false);
        return;
      }
      const state = result.answer.body as Record<string, unknown>;
      setTicket(state);
      if (ticketEnded(state) || polls >= MAX_POLLS) setFollowing(false);
    };
    const timer = window.setInterval(() => void poll(), target.base === null ? POLL_MS : REAL_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [following, isTicket, body, sent.token, target]);
  const progress = typeof ticket?.Progress === 'number' ? ticket.Progress : null;
  const rateHeaders = Object.keys(answer.headers).filter((name) => RATE_HEADERS[name]);
  return (
    <section className={styles.answer} aria-labelledby="api-console-answer" data-console-answer="">
      <h3 id="api-console-answer" className={styles.answerTitle} tabIndex={-1}>
        {'Odpowiedź'}
      </h3>
      {answer.simulated ? (
        <p className={styles.simulated} data-console-simulated="">
          {'Odpowiedź symulowana w przeglądarce (tryb próbny): żądanie nie trafiło do API, a dane są przykładowe.'}
        </p>
      ) : (
        <p className={styles.simulated} data-console-real="">
          {fill('Odpowiedź prawdziwego API ({host}).', {host})}
        </p>
      )}
      <p>
        {'Status:'}{' '}
        <span data-console-status={answer.status}>
          <ErrorCode code={answer.status} />
        </span>{' '}
        · <span data-console-time="">{fill('czas: {ms} ms', {ms: Math.max(0, Math.round(ms))})}</span>
      </p>
      <ul className={styles.headers}>
        {Object.entries(answer.headers).map(([name, value]) => (
          <li key={name} data-console-header={name}>
            <code>
              {name}: {value}
            </code>
            {RATE_HEADERS[name] && ` — ${RATE_HEADERS[name]()}`}
          </li>
        ))}
      </ul>
      {!answer.simulated && rateHeaders.length === 0 && (
        <p className={styles.hint}>
          {
            'Odpowiedź nie pokazała tej stronie nagłówków X-Rate-Limit-* (limit 400 zapytań na minutę): API ich nie wysłało albo nie udostępnia ich przeglądarce. Zobaczysz je poleceniem curl z opcją -i.'
          }
        </p>
      )}
      {body === null ? (
        <p>{'Odpowiedź nie ma treści.'}</p>
      ) : (
        <details className={styles.bodyBox} open>
          <summary>{'Treść odpowiedzi (JSON)'}</summary>
          <pre className={styles.body} role="region" tabIndex={0} data-console-body="" aria-label={'Treść odpowiedzi'}>
            {typeof body === 'string' ? body : JSON.stringify(body, null, 2)}
          </pre>
        </details>
      )}
      {isTicket && (
        <div className={styles.ticket}>
          <button
            type="button"
            className="button button--secondary"
            data-console-follow=""
            disabled={following}
            onClick={() => {
              setPollProblem('');
              setFollowing(true);
            }}
          >
            {'Śledź zadanie'}
          </button>
          {ticket && (
            <p role="status" data-console-ticket={String(progress)}>
              <label>
                {fill('Zadanie {id}: {status}, postęp {progress}%', {
                  id: String(ticket.Id),
                  status: String((ticket.Status as {Label?: string} | null)?.Label ?? ''),
                  progress: String(progress),
                })}{' '}
                <progress max={100} value={progress ?? 0} />
              </label>
            </p>
          )}
          {pollProblem && (
            <p role="alert" className={styles.error}>
              {pollProblem}
            </p>
          )}
          {answer.simulated && (
            <p className={styles.hint}>
              {'Etykiety i identyfikatory statusów zadań są tu przykładowe; pełną listę zwraca GET /dictionaries/40.'}
            </p>
          )}
        </div>
      )}
      <CopyCurl sent={sent} host={host} />
    </section>
  );
}

/** The console of one operation, in a modal dialog: form, sandbox answer, curl. */
export default function Console({method, path, onClose}: {method: string; path: string; onClose: () => void}): ReactNode {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.siteSettings as Settings;
  const mode: ConsoleMode = isConsoleMode(settings.apiConsole) ? settings.apiConsole : 'sandbox';
  const label = modeLabel(mode);
  const model = useMemo(() => requestModel(apiDocument, dictionaries, method, path), [method, path]);
  const scenarios = scenariosFor(model);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [scenario, setScenario] = useState<Scenario>('ok');
  const [region, setRegion] = useState<Region>('waw');
  const [skipCheck, setSkipCheck] = useState(false);
  // Rendered only in the browser, after a click: sessionStorage is there. The token is the tab's
  // one token, shared with "Twoje wartości" and the authorization page's helper.
  const [token, setToken] = useState(() => readToken(window.sessionStorage));
  const [tokenError, setTokenError] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [sendProblem, setSendProblem] = useState('');
  const [sending, setSending] = useState(false);
  const host = apiHost(settings, region);
  const target = useMemo<Target>(
    () => ({mode, base: apiBase(mode, region, settings, siteConfig.baseUrl)}),
    [mode, region, settings, siteConfig.baseUrl],
  );
  const tokenUrl = tokenTarget(mode, settings, siteConfig.baseUrl);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // A new answer takes the focus: a keyboard or screen reader user lands on it, and on a phone it
  // scrolls into view below the form.
  useEffect(() => {
    if (shown) dialog.current?.querySelector<HTMLElement>('#api-console-answer')?.focus();
  }, [shown]);

  const onToken = (text: string) => {
    setToken(text);
    if (text === '') {
      forgetToken(window.sessionStorage);
      setTokenError('');
    } else {
      setTokenError(saveToken(window.sessionStorage, text) ?? '');
    }
    // The samples and the region switch re-read the reader values.
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSendProblem('');
    const built = buildRequest(apiDocument, model, values);
    setErrors(built.errors);
    if (Object.keys(built.errors).length > 0 && !skipCheck) {
      setShown(null);
      const first = model.fields.find((field) => built.errors[field.key]);
      if (first) dialog.current?.querySelector<HTMLElement>(`[data-field="${first.key}"]`)?.focus();
      return;
    }
    const usable = token !== '' && tokenError === '' ? normalizeToken(token) : null;
    const sentToken = scenario === 'no-token' ? null : usable;
    const sent: SentRequest = {...built.request, token: sentToken};
    setSending(true);
    const result = await dispatch(target, model, sent, scenario);
    setSending(false);
    if ('problem' in result) {
      setShown(null);
      setSendProblem(result.problem);
      return;
    }
    setShown({answer: result.answer, sent, ms: result.ms});
  };

  const title = `${model.method} ${model.path}`;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose} data-api-console="">
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          <code>{title}</code> <span className={styles.summary}>{model.summary}</span>
        </h2>
        <button
          type="button"
          className={`clean-btn ${styles.close}`}
          onClick={() => dialog.current?.close()}
          aria-label={'Zamknij konsolę'}
        >
          ×
        </button>
      </div>
      <p className={styles.mode} data-console-mode={mode}>
        <strong>{'Tryb:'}</strong> {label.name}
        {' — '}
        {label.explanation}
      </p>
      <TokenHelper
        id={id}
        mode={mode}
        url={tokenUrl}
        identityUrl={settings.identityUrl}
        method={model.method}
        scopes={{full: settings.apiScope, readonly: settings.apiScopeReadonly}}
        onToken={onToken}
      />
      <form onSubmit={(event) => void send(event)} noValidate>
        <div className={styles.grid}>
          {mode === 'sandbox' && (
            <div className={styles.field}>
              <label htmlFor={`${id}-scenario`}>{'Scenariusz odpowiedzi'}</label>
              <select
                id={`${id}-scenario`}
                data-console-scenario=""
                value={scenario}
                onChange={(event) => setScenario(event.target.value as Scenario)}
              >
                {scenarios.map((option) => (
                  <option key={option} value={option}>
                    {scenarioLabel(option)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-region`}>{mode === 'sandbox' ? 'Region (adres w curl)' : 'Region'}</label>
            <select id={`${id}-region`} value={region} onChange={(event) => setRegion(event.target.value as Region)}>
              <ApiRegionOptions />
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-token`}>{mode === 'sandbox' ? 'Token (nieobowiązkowy)' : 'Token'}</label>
            <input
              id={`${id}-token`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              data-field="token"
              value={token}
              aria-invalid={tokenError ? true : undefined}
              aria-describedby={`${id}-token-hint${tokenError ? ` ${id}-token-error` : ''}`}
              onChange={(event) => onToken(event.target.value)}
            />
            {tokenError && (
              <p id={`${id}-token-error`} className={styles.error} data-field-error="">
                {fill('Błąd: {message}', {message: tokenError})}
              </p>
            )}
            <p id={`${id}-token-hint`} className={styles.hint}>
              {mode === 'sandbox'
                ? 'Jeden token dla tej karty przeglądarki (sessionStorage), wspólny z oknem „Twoje wartości”; w trybie próbnym trafia jedynie do polecenia curl.'
                : 'Jeden token dla tej karty przeglądarki (sessionStorage), wspólny z oknem „Twoje wartości”; wysyłany w nagłówku Authorization.'}
            </p>
            {token !== '' && (
              <button
                type="button"
                className="button button--secondary"
                data-console-clear-token=""
                onClick={() => {
                  onToken('');
                  // The button goes with the token: focus stays in the form, on the emptied field.
                  document.getElementById(`${id}-token`)?.focus();
                }}
              >
                {'Wyczyść token'}
              </button>
            )}
          </div>
        </div>
        {model.fields.length === 0 ? (
          <p>{'Wywołanie nie ma parametrów ani treści.'}</p>
        ) : (
          <div className={styles.grid}>
            {model.fields.map((field) => (
              <Field
                key={field.key}
                id={id}
                field={field}
                value={values[field.key] ?? ''}
                error={errors[field.key]}
                onChange={(value) => setValues((current) => ({...current, [field.key]: value}))}
              />
            ))}
          </div>
        )}
        {model.bodyModel && mode === 'sandbox' && (
          <label className={styles.check} htmlFor={`${id}-skip`}>
            <input id={`${id}-skip`} type="checkbox" checked={skipCheck} onChange={(event) => setSkipCheck(event.target.checked)} />
            {'Wyślij mimo błędów (zobacz odpowiedź 400 z listą błędów)'}
          </label>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" data-console-send="" aria-disabled={sending || undefined}>
            {sending ? 'Wysyłanie…' : 'Wyślij'}
          </button>
          {Object.keys(errors).length > 0 && !shown && (
            <p role="alert" className={styles.error}>
              {'Żądanie nie zostało wysłane: popraw pola oznaczone błędem.'}
            </p>
          )}
          {sendProblem && (
            <p role="alert" className={styles.error} data-console-problem="">
              {sendProblem}
            </p>
          )}
        </div>
      </form>
      {shown && (
        <Answer
          key={`${shown.ms}-${shown.answer.headers['X-Rate-Limit-Remaining']}`}
          shown={shown}
          model={model}
          host={host}
          target={target}
        />
      )}
    </dialog>
  );
}
