import {useId, useMemo, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import instanceFields from '@generated/platform-tools/default/instance-fields.json';
import {useSiteSettings} from '@site/src/utils/useSiteSettings';
import {useDictionaryContent} from '@site/plugins/api-dictionaries/client/hooks';
import {requiredByApi} from '../../src/apiFields';
import {instanceChoices, type ChoiceList} from '../../src/choices';
import {
  alreadyBase64Notice,
  decodeInitScript,
  encodeInitScript,
  idSourceHint,
  INSTANCE_HINTS,
  waitingForFields,
  instanceRequestSnippets,
  isBase64,
  SSH_KEYS_AUTHORIZATION_METHOD,
  validateInstanceRequest,
  type InstanceField,
  type InstanceRequest,
} from '../../src/instance';
import CodeOutput from '../PlatformTools/CodeOutput';
import Field, {CheckField} from '../PlatformTools/Field';
import Tabs from '../PlatformTools/Tabs';
import {parseNumber, parseNumberList, parseOptionalNumber} from '../../src/numbers';
import styles from '../PlatformTools/styles.module.css';

export interface InstanceRequestBuilderProps {
  /** Region whose API host the curl call uses at first: 'waw' (PL-1-WAW, default) or 'krk'. */
  region?: 'waw' | 'krk';
}

/** What the reader typed, as text: numbers are read when the request is built. */
interface FormState {
  region: 'waw' | 'krk';
  InstanceName: string;
  TypeId: string;
  TemplateId: string;
  SubregionId: string;
  DiskClass: string;
  DiskSize: string;
  AuthorizationMethodId: string;
  SshKeysIds: string;
  IPAddressId: string;
  InstancesCount: string;
  Freemium: boolean;
  initScript: string;
  initScriptIsBase64: boolean;
}

/** The value of the "other id" option of a dictionary field. */
const OTHER = 'other';

function firstId(list: ChoiceList, preferred?: number): string {
  const found = list.choices.find((choice) => choice.id === preferred) ?? list.choices[0];
  return found ? String(found.id) : '';
}

function toRequest(form: FormState, otherIds: Record<string, string>): InstanceRequest {
  const pick = (field: 'TypeId' | 'SubregionId' | 'DiskClass' | 'AuthorizationMethodId') =>
    parseNumber(form[field] === OTHER ? (otherIds[field] ?? '') : form[field]);
  const script = form.initScript;
  const request: InstanceRequest = {
    InstanceName: form.InstanceName,
    TypeId: pick('TypeId'),
    TemplateId: parseNumber(form.TemplateId),
    SubregionId: pick('SubregionId'),
    DiskClass: pick('DiskClass'),
    DiskSize: parseNumber(form.DiskSize),
    AuthorizationMethodId: pick('AuthorizationMethodId'),
    InstancesCount: parseNumber(form.InstancesCount),
  };
  const keys = parseNumberList(form.SshKeysIds);
  if (keys.length > 0) request.SshKeysIds = keys;
  const ip = parseOptionalNumber(form.IPAddressId);
  if (ip !== undefined) request.IPAddressId = ip;
  if (form.Freemium) request.Freemium = true;
  if (script.trim() !== '') request.InitScript = form.initScriptIsBase64 ? script.trim() : encodeInitScript(script);
  return request;
}

const fieldLabel = (field: InstanceField, text: string, required: ReadonlySet<string>) =>
  required.has(field)
    ? translate(
        {
          id: 'platformTools.instance.requiredLabel',
          message: '{label} (wymagane przez API)',
          description: 'Instance builder: label of a field the API requires',
        },
        {label: text},
      )
    : text;

/**
 * The instance request builder (issue 17): the reader picks names, the builder checks every rule
 * of POST /instances as they type and writes the request as JSON, curl and Terraform.
 */
export default function InstanceRequestBuilder({region = 'waw'}: InstanceRequestBuilderProps): ReactNode {
  const settings = useSiteSettings();
  const titleId = useId();
  const dictionaries = useDictionaryContent();
  const choices = useMemo(() => instanceChoices(dictionaries), [dictionaries]);
  const required = useMemo(() => new Set<string>(requiredByApi(instanceFields)), []);
  const [form, setForm] = useState<FormState>(() => ({
    region,
    InstanceName: translate({
      id: 'platformTools.instance.defaultName',
      message: 'Serwer testowy 1',
      description: 'Instance builder: example machine name',
    }),
    TypeId: firstId(choices.TypeId, 34) || OTHER,
    TemplateId: '',
    SubregionId: firstId(choices.SubregionId) || OTHER,
    DiskClass: firstId(choices.DiskClass) || OTHER,
    DiskSize: '20',
    // Login and password: the Terraform provider's default method (facts supplement).
    AuthorizationMethodId: firstId(choices.AuthorizationMethodId, 1399) || OTHER,
    SshKeysIds: '',
    IPAddressId: '',
    InstancesCount: '1',
    Freemium: false,
    initScript: '',
    initScriptIsBase64: false,
  }));
  const [otherIds, setOtherIds] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((previous) => ({...previous, [key]: value}));
    setTouched((previous) => {
      const next = new Set(previous).add(key === 'initScript' || key === 'initScriptIsBase64' ? 'InitScript' : key);
      // A new authorization method can make the SSH key list required: say so at once.
      return key === 'AuthorizationMethodId' ? next.add('SshKeysIds') : next;
    });
  };
  const touch = (key: string) => setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));

  const request = toRequest(form, otherIds);
  const problems = validateInstanceRequest(request);
  const errorOf = (field: InstanceField) =>
    touched.has(field) ? (problems.find((problem) => problem.field === field)?.message ?? null) : null;
  const apiHost = form.region === 'krk' ? settings.apiHostKrk : settings.apiHostWaw;
  const snippets =
    problems.length === 0 ? instanceRequestSnippets(request, {apiHost, terraformProvider: settings.terraformProviderName}) : null;

  const sshMethod = request.AuthorizationMethodId === SSH_KEYS_AUTHORIZATION_METHOD;
  const decoded = form.initScript.trim() !== '' && isBase64(form.initScript) ? decodeInitScript(form.initScript) : null;

  const idField = (field: 'TypeId' | 'SubregionId' | 'DiskClass' | 'AuthorizationMethodId', label: string) => {
    const list = choices[field];
    const usesOther = form[field] === OTHER;
    const whereToRead = idSourceHint(list.source);
    return (
      <>
        {list.choices.length > 0 && (
          <Field label={fieldLabel(field, label, required)} error={usesOther ? null : errorOf(field)} hint={whereToRead}>
            {(control) => (
              <select {...control} value={form[field]} onChange={(event) => update(field, event.target.value)} data-field={field}>
                {list.choices.map((choice) => (
                  <option key={choice.id} value={String(choice.id)}>
                    {choice.label}
                  </option>
                ))}
                <option value={OTHER}>
                  {translate({
                    id: 'platformTools.instance.otherId',
                    message: 'Inny – wpiszę identyfikator',
                    description: 'Instance builder: option to type an id',
                  })}
                </option>
              </select>
            )}
          </Field>
        )}
        {usesOther && (
          <Field
            label={translate(
              {id: 'platformTools.instance.idOf', message: '{label}: identyfikator', description: 'Instance builder: label of a typed id'},
              {label},
            )}
            error={errorOf(field)}
            hint={whereToRead}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={otherIds[field] ?? ''}
                onChange={(event) => {
                  setOtherIds((previous) => ({...previous, [field]: event.target.value}));
                  touch(field);
                }}
                data-field={`${field}-other`}
              />
            )}
          </Field>
        )}
      </>
    );
  };

  return (
    <section className={styles.tool} aria-labelledby={titleId} data-tool="instance-request-builder">
      <h3 id={titleId} className={styles.title}>
        <Translate id="platformTools.instance.title" description="Instance builder: heading">
          Kreator żądania utworzenia maszyny
        </Translate>
      </h3>
      <div className={styles.grid}>
        <Field
          label={translate({
            id: 'platformTools.instance.region',
            message: 'Region (adres API)',
            description: 'Instance builder: region label',
          })}
        >
          {(control) => (
            <select {...control} value={form.region} onChange={(event) => update('region', event.target.value as 'waw' | 'krk')}>
              <option value="waw">PL-1-WAW</option>
              <option value="krk">PL-2-KRK</option>
            </select>
          )}
        </Field>
        <Field
          label={fieldLabel(
            'InstanceName',
            translate({id: 'platformTools.instance.name', message: 'Nazwa maszyny', description: 'Instance builder: name label'}),
            required,
          )}
          error={errorOf('InstanceName')}
          hint={INSTANCE_HINTS.InstanceName}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={form.InstanceName}
              onChange={(event) => update('InstanceName', event.target.value)}
              onBlur={() => touch('InstanceName')}
              data-field="InstanceName"
            />
          )}
        </Field>
        {idField(
          'TypeId',
          translate({id: 'platformTools.instance.type', message: 'Typ maszyny', description: 'Instance builder: machine type label'}),
        )}
        <Field
          label={fieldLabel(
            'TemplateId',
            translate({
              id: 'platformTools.instance.template',
              message: 'Szablon (TemplateId)',
              description: 'Instance builder: template label',
            }),
            required,
          )}
          error={errorOf('TemplateId')}
          hint={INSTANCE_HINTS.TemplateId}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={form.TemplateId}
              onChange={(event) => update('TemplateId', event.target.value)}
              onBlur={() => touch('TemplateId')}
              data-field="TemplateId"
            />
          )}
        </Field>
        {idField(
          'SubregionId',
          translate({id: 'platformTools.instance.subregion', message: 'Podregion', description: 'Instance builder: subregion label'}),
        )}
        {idField(
          'DiskClass',
          translate({id: 'platformTools.instance.diskClass', message: 'Klasa dysku', description: 'Instance builder: disk class label'}),
        )}
        <Field
          label={translate({
            id: 'platformTools.instance.diskSize',
            message: 'Pojemność dysku w GB (DiskSize)',
            description: 'Instance builder: disk size label',
          })}
          error={errorOf('DiskSize')}
          hint={INSTANCE_HINTS.DiskSize}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={form.DiskSize}
              onChange={(event) => update('DiskSize', event.target.value)}
              data-field="DiskSize"
            />
          )}
        </Field>
        {idField(
          'AuthorizationMethodId',
          translate({
            id: 'platformTools.instance.authorization',
            message: 'Metoda autoryzacji',
            description: 'Instance builder: authorization label',
          }),
        )}
        <Field
          label={translate({
            id: 'platformTools.instance.sshKeys',
            message: 'Identyfikatory kluczy SSH (SshKeysIds)',
            description: 'Instance builder: SSH keys label',
          })}
          error={errorOf('SshKeysIds')}
          hint={sshMethod ? INSTANCE_HINTS.SshKeysIdsRequired : INSTANCE_HINTS.SshKeysIds}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={form.SshKeysIds}
              onChange={(event) => update('SshKeysIds', event.target.value)}
              data-field="SshKeysIds"
            />
          )}
        </Field>
        <Field
          label={translate({
            id: 'platformTools.instance.ip',
            message: 'Adres IP (IPAddressId, opcjonalnie)',
            description: 'Instance builder: IP label',
          })}
          error={errorOf('IPAddressId')}
          hint={INSTANCE_HINTS.IPAddressId}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={form.IPAddressId}
              onChange={(event) => update('IPAddressId', event.target.value)}
              data-field="IPAddressId"
            />
          )}
        </Field>
        <Field
          label={translate({
            id: 'platformTools.instance.count',
            message: 'Liczba maszyn (InstancesCount)',
            description: 'Instance builder: count label',
          })}
          error={errorOf('InstancesCount')}
          hint={INSTANCE_HINTS.InstancesCount}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={form.InstancesCount}
              onChange={(event) => update('InstancesCount', event.target.value)}
              data-field="InstancesCount"
            />
          )}
        </Field>
        <CheckField
          label={translate({
            id: 'platformTools.instance.freemium',
            message: 'Freemium (Freemium: true)',
            description: 'Instance builder: freemium label',
          })}
          checked={form.Freemium}
          onChange={(checked) => update('Freemium', checked)}
        />
      </div>
      <Field
        label={translate({
          id: 'platformTools.instance.initScript',
          message: 'Skrypt inicjalizacyjny (InitScript, opcjonalnie)',
          description: 'Instance builder: init script label',
        })}
        error={errorOf('InitScript')}
        hint={decoded !== null && !form.initScriptIsBase64 ? alreadyBase64Notice(decoded) : INSTANCE_HINTS.InitScript}
      >
        {(control) => (
          <textarea
            {...control}
            spellCheck={false}
            value={form.initScript}
            onChange={(event) => update('initScript', event.target.value)}
            data-field="InitScript"
          />
        )}
      </Field>
      <CheckField
        label={translate({
          id: 'platformTools.instance.initScriptIsBase64',
          message: 'Wklejony tekst jest już zakodowany w base64',
          description: 'Instance builder: init script already base64',
        })}
        checked={form.initScriptIsBase64}
        onChange={(checked) => update('initScriptIsBase64', checked)}
      />

      {/* Only the short status is announced; the request itself is read when the reader goes to it. */}
      <div className={styles.section} data-tool-result="">
        {snippets ? (
          <p className={styles.ok} role="status">
            {'✓ '}
            {translate({
              id: 'platformTools.instance.ready',
              message: 'Żądanie spełnia reguły: wybierz postać i skopiuj je.',
              description: 'Instance builder: request ready',
            })}
          </p>
        ) : (
          <p className={styles.hint} role="status" data-tool-waiting="">
            {waitingForFields([...new Set(problems.map((problem) => problem.field))])}
          </p>
        )}
        {snippets && (
          <Tabs
            label={translate({
              id: 'platformTools.instance.formats',
              message: 'Postać żądania',
              description: 'Instance builder: tabs label',
            })}
            tabs={[
              {
                key: 'json',
                label: 'JSON',
                content: (
                  <CodeOutput
                    code={snippets.json}
                    label="JSON"
                    copyLabel={translate({
                      id: 'platformTools.instance.copyJson',
                      message: 'Kopiuj JSON',
                      description: 'Instance builder: copy JSON',
                    })}
                  />
                ),
              },
              {
                key: 'curl',
                label: 'curl',
                content: (
                  <CodeOutput
                    code={snippets.curl}
                    label="curl"
                    copyLabel={translate({
                      id: 'platformTools.instance.copyCurl',
                      message: 'Kopiuj polecenie curl',
                      description: 'Instance builder: copy curl',
                    })}
                  />
                ),
              },
              {
                key: 'terraform',
                label: 'Terraform',
                content: (
                  <CodeOutput
                    code={snippets.terraform}
                    label="Terraform"
                    copyLabel={translate({
                      id: 'platformTools.instance.copyTerraform',
                      message: 'Kopiuj zasób Terraform',
                      description: 'Instance builder: copy Terraform',
                    })}
                  />
                ),
              },
            ]}
          />
        )}
        {snippets && <p className={styles.hint}>{INSTANCE_HINTS.token}</p>}
      </div>
    </section>
  );
}
