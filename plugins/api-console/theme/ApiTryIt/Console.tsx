import {useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import openapi from '@generated/api-reference/default/openapi.json';
import dictionaryContent from '@generated/api-dictionaries/default/content.json';
import {curlCommand, TOKEN_PLACEHOLDER} from '@theme/ApiCurl';
import ErrorCode from '@theme/ErrorCode';
import {curlInput, type SentRequest} from '../../src/curl';
import {requestModel, type FormField, type RequestModel} from '../../src/model';
import {Sandbox, scenariosFor, TICKET_STEPS, type SandboxAnswer, type Scenario} from '../../src/sandbox';
import {forgetToken, readToken, saveToken} from '../../src/token';
import type {ConsoleDictionaries, ConsoleDocument} from '../../src/types';
import {buildRequest, type FieldErrors} from '../../src/validate';
import styles from './styles.module.css';

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

type Region = 'waw' | 'krk';

interface Shown {
  answer: SandboxAnswer;
  sent: SentRequest;
  ms: number;
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

function Answer({shown, model, host}: {shown: Shown; model: RequestModel; host: string}): ReactNode {
  const {answer, sent, ms} = shown;
  const [ticket, setTicket] = useState<Record<string, unknown> | null>(null);
  const [following, setFollowing] = useState(false);
  const body = answer.body as Record<string, unknown> | null;
  const isTicket = answer.status === 200 && model.answerModel === 'Ticket' && body !== null && typeof body.Id === 'number';
  useEffect(() => {
    if (!following || !isTicket) return undefined;
    const ticketModel = requestModel(apiDocument, dictionaries, 'GET', '/tickets/{id}');
    const timer = window.setInterval(() => {
      const request = buildRequest(apiDocument, ticketModel, {'path.id': String(body?.Id)}).request;
      const state = sandbox.send(ticketModel, {...request, withToken: sent.token !== null}).body as Record<string, unknown>;
      setTicket(state);
      if (state.Progress === TICKET_STEPS[TICKET_STEPS.length - 1]) setFollowing(false);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [following, isTicket, body, sent.token]);
  const progress = typeof ticket?.Progress === 'number' ? ticket.Progress : null;
  return (
    <section className={styles.answer} aria-labelledby="api-console-answer" data-console-answer="">
      <h3 id="api-console-answer" className={styles.answerTitle}>
        {'Odpowiedź'}
      </h3>
      <p className={styles.simulated} data-console-simulated="">
        {'Odpowiedź symulowana w przeglądarce (tryb próbny): żądanie nie trafiło do API, a dane są przykładowe.'}
      </p>
      <p>
        {'Status:'}{' '}
        <span data-console-status={answer.status}>
          <ErrorCode code={answer.status} />
        </span>{' '}
        · {fill('czas: {ms} ms', {ms: Math.max(0, Math.round(ms))})}
      </p>
      <ul className={styles.headers}>
        {Object.entries(answer.headers).map(([name, value]) => (
          <li key={name}>
            <code>
              {name}: {value}
            </code>
            {RATE_HEADERS[name] && ` — ${RATE_HEADERS[name]()}`}
          </li>
        ))}
      </ul>
      {body === null ? (
        <p>{'Odpowiedź nie ma treści.'}</p>
      ) : (
        <pre className={styles.body} role="region" tabIndex={0} data-console-body="" aria-label={'Treść odpowiedzi'}>
          {JSON.stringify(body, null, 2)}
        </pre>
      )}
      {isTicket && (
        <div className={styles.ticket}>
          <button
            type="button"
            className="button button--secondary"
            data-console-follow=""
            disabled={following}
            onClick={() => setFollowing(true)}
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
          <p className={styles.hint}>
            {'Etykiety i identyfikatory statusów zadań są tu przykładowe; pełną listę zwraca GET /dictionaries/40.'}
          </p>
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
  const settings = siteConfig.customFields?.siteSettings as {apiHostWaw: string; apiHostKrk: string};
  const model = useMemo(() => requestModel(apiDocument, dictionaries, method, path), [method, path]);
  const scenarios = scenariosFor(model);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [scenario, setScenario] = useState<Scenario>('ok');
  const [region, setRegion] = useState<Region>('waw');
  const [skipCheck, setSkipCheck] = useState(false);
  // Rendered only in the browser, after a click: sessionStorage is there.
  const [token, setToken] = useState(() => readToken(window.sessionStorage) ?? '');
  const [tokenError, setTokenError] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const host = region === 'krk' ? settings.apiHostKrk : settings.apiHostWaw;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const onToken = (text: string) => {
    setToken(text);
    if (text === '') {
      forgetToken(window.sessionStorage);
      setTokenError('');
      return;
    }
    setTokenError(saveToken(window.sessionStorage, text) ?? '');
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const built = buildRequest(apiDocument, model, values);
    setErrors(built.errors);
    if (Object.keys(built.errors).length > 0 && !skipCheck) {
      setShown(null);
      const first = model.fields.find((field) => built.errors[field.key]);
      if (first) dialog.current?.querySelector<HTMLElement>(`[data-field="${first.key}"]`)?.focus();
      return;
    }
    const usable = token !== '' && tokenError === '' ? token.replace(/^Bearer\s+/i, '') : null;
    const sentToken = scenario === 'no-token' ? null : usable;
    const started = performance.now();
    const answer = sandbox.send(model, {...built.request, withToken: sentToken !== null}, scenario);
    setShown({answer, sent: {...built.request, token: sentToken}, ms: performance.now() - started});
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
      <p className={styles.mode} data-console-mode="sandbox">
        <strong>{'Tryb:'}</strong> {'Tryb próbny'}
        {' — '}
        {'odpowiedzi powstają w przeglądarce z opisu API; nic nie jest wysyłane, token nie jest potrzebny.'}
      </p>
      <form onSubmit={send} noValidate>
        <div className={styles.grid}>
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
          <div className={styles.field}>
            <label htmlFor={`${id}-region`}>{'Region (adres w curl)'}</label>
            <select id={`${id}-region`} value={region} onChange={(event) => setRegion(event.target.value as Region)}>
              <option value="waw">
                {translate({id: 'apiReference.region.waw', message: 'PL-1-WAW (Warszawa)', description: 'Region option'})}
              </option>
              <option value="krk">
                {translate({id: 'apiReference.region.krk', message: 'PL-2-KRK (Kraków)', description: 'Region option'})}
              </option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-token`}>{'Token (nieobowiązkowy)'}</label>
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
              {'Przechowywany tylko w tej karcie przeglądarki (sessionStorage); w trybie próbnym trafia jedynie do polecenia curl.'}
            </p>
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
        {model.bodyModel && (
          <label className={styles.check} htmlFor={`${id}-skip`}>
            <input id={`${id}-skip`} type="checkbox" checked={skipCheck} onChange={(event) => setSkipCheck(event.target.checked)} />
            {'Wyślij mimo błędów (zobacz odpowiedź 400 z listą błędów)'}
          </label>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" data-console-send="">
            {'Wyślij'}
          </button>
          {Object.keys(errors).length > 0 && !shown && (
            <p role="alert" className={styles.error}>
              {'Żądanie nie zostało wysłane: popraw pola oznaczone błędem.'}
            </p>
          )}
        </div>
      </form>
      {shown && <Answer key={`${shown.answer.headers['X-Rate-Limit-Remaining']}`} shown={shown} model={model} host={host} />}
    </dialog>
  );
}
