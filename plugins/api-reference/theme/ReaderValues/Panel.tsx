import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import ApiRegionOptions from '@theme/ApiRegionOptions';
import choices from '@generated/api-reference/default/reader-choices.json';
import {
  CHANGE_EVENT,
  EMPTY_VALUES,
  idProblem,
  normalizeToken,
  parseRegion,
  parseValues,
  REGION_KEY,
  serializeValues,
  tokenProblem,
  VALUES_KEY,
  type IdField,
  type ReaderValues,
  type Region,
} from '../../src/readerValues';
import styles from './styles.module.css';

type Form = Omit<ReaderValues, 'tokenInSamples'>;

function readStored(): {values: ReaderValues; region: Region} {
  try {
    return {values: parseValues(sessionStorage.getItem(VALUES_KEY)), region: parseRegion(localStorage.getItem(REGION_KEY))};
  } catch {
    return {values: EMPTY_VALUES, region: 'waw'};
  }
}

/** Stores what is valid (a malformed field is stored empty) and tells every sample. */
function store(values: ReaderValues, region: Region): void {
  const valid: ReaderValues = {
    ...values,
    // The one token of the tab: the API console and its token helper read and write it here too.
    token: tokenProblem(values.token) === null ? normalizeToken(values.token) : '',
    templateId: idProblem(values.templateId) === null ? values.templateId : '',
    typeId: idProblem(values.typeId) === null ? values.typeId : '',
    subregionId: idProblem(values.subregionId) === null ? values.subregionId : '',
    instanceId: idProblem(values.instanceId) === null ? values.instanceId : '',
  };
  try {
    const text = serializeValues(valid);
    if (text === null) sessionStorage.removeItem(VALUES_KEY);
    else sessionStorage.setItem(VALUES_KEY, text);
    if (region === 'waw') localStorage.removeItem(REGION_KEY);
    else localStorage.setItem(REGION_KEY, region);
  } catch {
    // Storage blocked: the samples keep their placeholders.
  }
  dispatchEvent(new Event(CHANGE_EVENT));
}

// The panel's words live in its own chunk, loaded when a reader opens it: through translate()
// they would sit in i18n/pl/code.json, which every page's first load carries.
const LABELS = {
  region: () => 'Region',
  token: () => 'Token dostępu',
  templateId: () => 'Identyfikator szablonu (TemplateId)',
  typeId: () => 'Typ maszyny (TypeId)',
  subregionId: () => 'Podregion (SubregionId)',
  instanceId: () => 'Identyfikator maszyny (instancji)',
};

const NONE = () => 'Nie wybrano';

/** The reader-values panel in a modal dialog: Escape or "Zamknij" closes it, focus returns to the button. */
export default function Panel({onClose}: {onClose: () => void}): ReactNode {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [initial] = useState(readStored);
  const [form, setForm] = useState<Form>(initial.values);
  const [tokenInSamples, setTokenInSamples] = useState(initial.values.tokenInSamples);
  const [region, setRegion] = useState<Region>(initial.region);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const update = (next: Partial<Form>, nextRegion: Region = region, nextTokenInSamples = tokenInSamples) => {
    const merged = {...form, ...next};
    setForm(merged);
    setStatus('');
    store({...merged, tokenInSamples: nextTokenInSamples}, nextRegion);
  };

  const clear = () => {
    setForm(EMPTY_VALUES);
    setTokenInSamples(false);
    setRegion('waw');
    store(EMPTY_VALUES, 'waw');
    setStatus('Wyczyszczono: przykłady znów pokazują symbole zastępcze, a token usunięto z tej karty.');
  };

  const problemOf = (field: IdField | 'token'): string | null => (field === 'token' ? tokenProblem(form.token) : idProblem(form[field]));
  const describedBy = (field: IdField | 'token', hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', problemOf(field) ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: IdField | 'token') => {
    const problem = problemOf(field);
    return problem ? (
      <p id={`${id}-${field}-error`} className={`margin-bottom--none ${styles.error}`}>
        {problem}
      </p>
    ) : null;
  };

  const idInput = (field: 'templateId' | 'instanceId' | 'subregionId', hint: string) => (
    <div>
      <label htmlFor={`${id}-${field}`}>{LABELS[field]()}</label>
      <input
        id={`${id}-${field}`}
        inputMode="numeric"
        autoComplete="off"
        value={form[field]}
        aria-invalid={problemOf(field) ? true : undefined}
        aria-describedby={describedBy(field, true)}
        onChange={(event) => update({[field]: event.target.value.trim()})}
      />
      <p id={`${id}-${field}-hint`} className="margin-bottom--none">
        {hint}
      </p>
      {error(field)}
    </div>
  );

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{'Twoje wartości'}</h2>
      <p>
        {
          'Podane wartości od razu wypełniają przykłady curl, JSON, Terraform i kodu w referencji API, w przykładach użycia API, w narzędziach i na stronach Terraform. Puste pole zostawia w przykładach symbol zastępczy. Wartości zostają tylko w tej karcie przeglądarki i znikają po jej zamknięciu.'
        }
      </p>
      <div>
        <label htmlFor={`${id}-region`}>{LABELS.region()}</label>
        <select
          id={`${id}-region`}
          value={region}
          onChange={(event) => {
            const next = parseRegion(event.target.value);
            setRegion(next);
            // Published subregion ids are Warsaw's: never left in place for Kraków.
            update({subregionId: ''}, next);
          }}
        >
          <ApiRegionOptions />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-token`}>{LABELS.token()}</label>
        <input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={form.token}
          aria-invalid={problemOf('token') ? true : undefined}
          aria-describedby={describedBy('token', true)}
          onChange={(event) => update({token: event.target.value})}
        />
        <p id={`${id}-token-hint`} className="margin-bottom--none">
          {
            'Token zostaje tylko w pamięci tej karty (sessionStorage); ten sam token wysyła konsola „Wypróbuj”. Bez zaznaczenia poniżej przykłady pokazują $TOKEN.'
          }
        </p>
        {error('token')}
        <label>
          <input
            type="checkbox"
            checked={tokenInSamples}
            onChange={(event) => {
              setTokenInSamples(event.target.checked);
              update({}, region, event.target.checked);
            }}
          />
          {'Wstawiaj token do przykładów (skopiowany przykład będzie go zawierał)'}
        </label>
      </div>
      {idInput('templateId', 'Kolumna ID w widoku szablonów w panelu albo wywołanie GET /templates.')}
      <div>
        <label htmlFor={`${id}-typeId`}>{LABELS.typeId()}</label>
        <select id={`${id}-typeId`} value={form.typeId} onChange={(event) => update({typeId: event.target.value})}>
          <option value="">{NONE()}</option>
          {choices.typeId.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {region === 'waw' ? (
        <div>
          <label htmlFor={`${id}-subregionId`}>{LABELS.subregionId()}</label>
          <select id={`${id}-subregionId`} value={form.subregionId} onChange={(event) => update({subregionId: event.target.value})}>
            <option value="">{NONE()}</option>
            {choices.subregionIdWaw.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        idInput('subregionId', 'Identyfikatory podregionów Krakowa zwraca wywołanie GET /subregions.')
      )}
      {idInput('instanceId', 'Identyfikatory Twoich maszyn zwraca wywołanie GET /instances.')}
      <p role="status" className="margin-bottom--none">
        {status}
      </p>
      <div>
        <button type="button" className="button button--secondary margin-right--sm margin-top--md" onClick={clear}>
          {'Wyczyść'}
        </button>
        <button type="button" className="button button--secondary margin-right--sm margin-top--md" onClick={() => dialog.current?.close()}>
          {'Zamknij'}
        </button>
      </div>
    </dialog>
  );
}
