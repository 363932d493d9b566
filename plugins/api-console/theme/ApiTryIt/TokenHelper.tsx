import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {
  grantProblems,
  preselectedScopes,
  requestToken,
  scopeChoices,
  simulatedToken,
  type Grant,
  type GrantErrors,
  type GrantResult,
  type Scopes,
} from '../../src/grant';
import type {ConsoleMode} from '../../src/target';
import styles from './styles.module.css';

// Part of the console's lazy chunk (and of the authorization page's, @theme/ApiTokenHelper): its
// words are plain strings for the reason Console.tsx gives.

type Kind = Grant['kind'];
type FieldName = keyof GrantErrors;

interface Props {
  id: string;
  mode: ConsoleMode;
  /** Where the token request goes (the identity server, or the proxy's token path); null in the sandbox. */
  url: string | null;
  /** The identity server's address for the reader (the token path is relative to it). */
  identityUrl: string;
  method: string;
  scopes: Scopes;
  /** Receives an issued access token (stored in the tab's sessionStorage). */
  onToken: (token: string) => void;
  /** In the console: a collapsible part of its form. On a page: the form itself, focused when shown. */
  variant?: 'console' | 'page';
}

function scopeLabel(scope: string, scopes: Scopes): string {
  if (scope === scopes.readonly) return `${scope} — tylko odczyt (GET)`;
  if (scope === scopes.full) return `${scope} — odczyt i zmiany`;
  return `${scope} — także token odświeżania`;
}

function issuedText(variant: Props['variant'], simulated: boolean, expiresIn: number | null): string {
  const lifetime = expiresIn ? `; ważny ${expiresIn} s` : '';
  if (variant === 'page') {
    return simulated
      ? `Token próbny utworzony i zapisany w tej karcie${lifetime}. Konsola „Wypróbuj” i „Twoje wartości” użyją go w trybie próbnym.`
      : `Token pobrany i zapisany w tej karcie${lifetime}. Konsola „Wypróbuj” i „Twoje wartości” użyją go same.`;
  }
  return simulated
    ? `Token próbny utworzony i wpisany w pole „Token”${lifetime}; działa tylko w trybie próbnym.`
    : `Token pobrany i wpisany w pole „Token”${lifetime}.`;
}

/**
 * "Uzyskaj token": a password grant or a refresh token, sent through the console's target (the
 * sandbox makes a simulated one). The access token goes to the shared storage; the refresh token
 * stays in this component's memory only.
 */
export default function TokenHelper({id, mode, url, identityUrl, method, scopes, onToken, variant = 'console'}: Props): ReactNode {
  const [kind, setKind] = useState<Kind>('password');
  const [values, setValues] = useState({clientId: '', clientSecret: '', username: '', password: '', refreshToken: ''});
  const [chosen, setChosen] = useState<string[]>(() => preselectedScopes(method, scopes));
  const [errors, setErrors] = useState<GrantErrors>({});
  const [status, setStatus] = useState<{text: string; problem: boolean} | null>(null);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState('');
  const [copied, setCopied] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // On a page the form replaces the button that opened it: focus goes to its first choice.
  useEffect(() => {
    if (variant === 'page') form.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [variant]);

  const grant = (): Grant =>
    kind === 'password'
      ? {
          kind,
          clientId: values.clientId,
          clientSecret: values.clientSecret,
          username: values.username,
          password: values.password,
          scopes: chosen,
        }
      : {kind, clientId: values.clientId, clientSecret: values.clientSecret, refreshToken: values.refreshToken};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = grant();
    const problems = grantProblems(request, scopes);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setStatus({text: 'Token nie został pobrany: popraw pola oznaczone błędem.', problem: true});
      return;
    }
    setBusy(true);
    setStatus({text: 'Pobieranie tokenu…', problem: false});
    const result: GrantResult =
      url === null ? {token: simulatedToken(request, scopes)} : await requestToken(window.fetch.bind(window), url, request, mode);
    setBusy(false);
    if (result.problem !== undefined) {
      setStatus({text: result.problem, problem: true});
      return;
    }
    onToken(result.token.accessToken);
    setIssued(result.token.accessToken);
    setCopied('');
    // A refresh token is single-use: the next refresh uses the new one, kept in memory only.
    setValues((current) => ({...current, password: '', refreshToken: result.token.refreshToken ?? ''}));
    if (result.token.refreshToken) setKind('refresh');
    setStatus({text: issuedText(variant, url === null, result.token.expiresIn), problem: false});
  };

  // Copying the token is the reader's explicit choice; nothing else puts it on the clipboard.
  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(issued);
      setCopied('Skopiowano token. Nie wklejaj go tam, gdzie mogą go zobaczyć inni.');
    } catch {
      setCopied('Przeglądarka nie pozwoliła skopiować tokenu.');
    }
  };

  const input = (name: Exclude<FieldName, 'scopes'>, label: string, type: 'text' | 'password') => {
    const control = `${id}-grant-${name}`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={control}>{label}</label>
        <input
          id={control}
          type={type}
          autoComplete="off"
          spellCheck={false}
          data-grant-field={name}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${control}-error` : undefined}
          onChange={(event) => setValues((current) => ({...current, [name]: event.target.value}))}
        />
        {error && (
          <p id={`${control}-error`} className={styles.error} data-field-error="">
            {`Błąd: ${error}`}
          </p>
        )}
      </div>
    );
  };

  const hint =
    url === null
      ? 'Tryb próbny: token powstaje w przeglądarce i działa tylko w trybie próbnym; nic nie jest wysyłane, więc dane klienta i użytkownika mogą być dowolne (muszą tylko przejść sprawdzenie pól).'
      : `Żądanie trafia do ścieżki /connect/token serwera tożsamości (${identityUrl}) z danymi klienta API i użytkownika. Z tego formularza zapisywany jest tylko wydany token, w pamięci tej karty (sessionStorage).`;
  const content = (
    <>
      <p className={styles.hint}>{hint}</p>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.choice}>
          <legend>{'Sposób'}</legend>
          {(['password', 'refresh'] as const).map((option) => (
            <label key={option} className={styles.check} htmlFor={`${id}-grant-kind-${option}`}>
              <input
                id={`${id}-grant-kind-${option}`}
                type="radio"
                name={`${id}-grant-kind`}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {option === 'password' ? 'Login i hasło użytkownika' : 'Token odświeżania'}
            </label>
          ))}
        </fieldset>
        <div className={styles.grid}>
          {input('clientId', 'Identyfikator klienta API', 'text')}
          {input('clientSecret', 'Hasło klienta API', 'password')}
          {kind === 'password' ? (
            <>
              {input('username', 'Login użytkownika', 'text')}
              {input('password', 'Hasło użytkownika', 'password')}
            </>
          ) : (
            input('refreshToken', 'Token odświeżania', 'password')
          )}
        </div>
        {kind === 'password' && (
          <fieldset
            className={styles.choice}
            aria-invalid={errors.scopes ? true : undefined}
            aria-describedby={errors.scopes ? `${id}-grant-scopes-error` : undefined}
          >
            <legend>{'Zakres tokenu'}</legend>
            {scopeChoices(scopes).map((scope) => (
              <label key={scope} className={styles.check} htmlFor={`${id}-scope-${scope}`}>
                <input
                  id={`${id}-scope-${scope}`}
                  type="checkbox"
                  data-grant-scope={scope}
                  checked={chosen.includes(scope)}
                  onChange={(event) =>
                    setChosen((current) => (event.target.checked ? [...current, scope] : current.filter((item) => item !== scope)))
                  }
                />
                {scopeLabel(scope, scopes)}
              </label>
            ))}
            {errors.scopes && (
              <p id={`${id}-grant-scopes-error`} className={styles.error} data-field-error="">
                {`Błąd: ${errors.scopes}`}
              </p>
            )}
          </fieldset>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--secondary" data-grant-send="" disabled={busy}>
            {'Pobierz token'}
          </button>
          <p role="status" className={status?.problem ? styles.error : styles.hint} data-grant-status="">
            {status?.text ?? ''}
          </p>
        </div>
      </form>
      {variant === 'page' && issued && (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" data-grant-copy="" onClick={() => void copyToken()}>
            {'Kopiuj token'}
          </button>
          <p role="status" className={styles.hint}>
            {copied}
          </p>
        </div>
      )}
    </>
  );
  if (variant === 'page') {
    return (
      <div className={`${styles.tokenHelper} ${styles.tokenPage}`} data-page-token-helper="">
        {content}
      </div>
    );
  }
  return (
    <details className={styles.tokenHelper} data-console-token-helper="">
      <summary>{'Uzyskaj token'}</summary>
      {content}
    </details>
  );
}
