/**
 * The instance request builder's form (issue 17): what the reader typed, as text, and how it
 * becomes the request, which problems it shows and which hints. Pure: the widget keeps the state
 * and the words of its labels; the rules are in instance.ts.
 */
import type {ChoiceList, InstanceChoices, Region} from './choices';
import {
  alreadyBase64Notice,
  decodeInitScript,
  encodeInitScript,
  idSourceHint,
  INSTANCE_HINTS,
  isBase64,
  SSH_KEYS_AUTHORIZATION_METHOD,
  type FieldProblem,
  type InstanceRequest,
} from './instance';
import type {TerraformLine} from './terraform';
import {parseNumber, parseNumberList, parseOptionalNumber} from './numbers';
import {problemsByField} from './problems';

/** The fields whose id the reader picks by name, or types after choosing OTHER_ID. */
export type IdField = 'TypeId' | 'SubregionId' | 'DiskClass' | 'AuthorizationMethodId';
export const ID_FIELDS: readonly IdField[] = ['TypeId', 'SubregionId', 'DiskClass', 'AuthorizationMethodId'];
/** The value of the "other id" option of a dictionary field. */
export const OTHER_ID = 'other';

/** The form's values, as typed: numbers are read when the request is built. `<field>-other` is an id typed by hand. */
export type InstanceForm = {
  region: Region;
  /** The Terraform provider line of the output: 1.x (default) or the spec's v0.4.0. */
  terraformLine: TerraformLine;
  InstanceName: string;
  TemplateId: string;
  DiskSize: string;
  SshKeysIds: string;
  IPAddressId: string;
  InstancesCount: string;
  Freemium: boolean;
  InitScript: string;
  /** The reader says the init script is base64 already: it is sent as it is. */
  initScriptIsBase64: boolean;
} & Record<IdField | `${IdField}-other`, string>;

export type InstanceFormKey = keyof InstanceForm;

function firstId(list: ChoiceList, preferred?: number): string {
  const found = list.choices.find((choice) => choice.id === preferred) ?? list.choices[0];
  return found ? String(found.id) : OTHER_ID;
}

/** The form as the builder opens: a published id in each dictionary field, or a typed one where none is published. */
export function initialInstanceForm(region: InstanceForm['region'], name: string, choices: InstanceChoices): InstanceForm {
  return {
    region,
    terraformLine: '1.x',
    InstanceName: name,
    TypeId: firstId(choices.TypeId, 34),
    TemplateId: '',
    SubregionId: firstId(choices.SubregionId),
    DiskClass: firstId(choices.DiskClass),
    DiskSize: '20',
    // Login and password: the Terraform provider's default method (facts supplement).
    AuthorizationMethodId: firstId(choices.AuthorizationMethodId, 1399),
    SshKeysIds: '',
    IPAddressId: '',
    InstancesCount: '1',
    Freemium: false,
    InitScript: '',
    initScriptIsBase64: false,
    'TypeId-other': '',
    'SubregionId-other': '',
    'DiskClass-other': '',
    'AuthorizationMethodId-other': '',
  };
}

/**
 * The form after the reader picks another region: the subregion starts over from that region's
 * first published id (none is published for PL-2-KRK, so the reader types the id GET /subregions
 * gives), so a subregion of the other region is never kept.
 */
export function withRegion(form: InstanceForm, region: Region, choices: InstanceChoices): InstanceForm {
  if (region === form.region) return form;
  return {...form, region, SubregionId: firstId(choices.SubregionId), 'SubregionId-other': ''};
}

/** The request the form describes; a malformed number stays NaN, which the rules report. */
export function instanceFormRequest(form: InstanceForm): InstanceRequest {
  const pick = (field: IdField) => parseNumber(form[field] === OTHER_ID ? form[`${field}-other`] : form[field]);
  const script = form.InitScript;
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

/**
 * The fields whose problems an edit of `key` brings out: the field itself, the field a typed id or
 * the base64 box belongs to, and the SSH keys when the method changes (they may become required).
 */
export function revealedBy(key: InstanceFormKey): string[] {
  if (key === 'initScriptIsBase64') return ['InitScript'];
  if (key === 'AuthorizationMethodId') return [key, 'SshKeysIds'];
  return [key.replace(/-other$/, '')];
}

/** The problems shown under the fields: only of fields the reader has been to; a typed id's under its own input. */
export function instanceFormErrors(form: InstanceForm, problems: readonly FieldProblem[], revealed: ReadonlySet<string>) {
  const errors: Partial<Record<InstanceFormKey, string | null>> = problemsByField(
    problems.filter((problem) => revealed.has(problem.field)),
  );
  for (const field of ID_FIELDS) {
    errors[`${field}-other`] = errors[field];
    if (form[field] === OTHER_ID) errors[field] = null;
  }
  return errors;
}

/** What the builder says under each field: the rule, where to read an id, and whether a pasted script is base64 already. */
export function instanceFormHints(form: InstanceForm, request: InstanceRequest, choices: InstanceChoices) {
  const decoded = form.InitScript.trim() !== '' && isBase64(form.InitScript) ? decodeInitScript(form.InitScript) : null;
  const hints: Partial<Record<InstanceFormKey, string>> = {
    InstanceName: INSTANCE_HINTS.InstanceName,
    TemplateId: INSTANCE_HINTS.TemplateId,
    DiskSize: INSTANCE_HINTS.DiskSize,
    SshKeysIds:
      request.AuthorizationMethodId === SSH_KEYS_AUTHORIZATION_METHOD ? INSTANCE_HINTS.SshKeysIdsRequired : INSTANCE_HINTS.SshKeysIds,
    IPAddressId: INSTANCE_HINTS.IPAddressId,
    InstancesCount: INSTANCE_HINTS.InstancesCount,
    InitScript: decoded !== null && !form.initScriptIsBase64 ? alreadyBase64Notice(decoded) : INSTANCE_HINTS.InitScript,
  };
  for (const field of ID_FIELDS) hints[field] = hints[`${field}-other`] = idSourceHint(choices[field].source);
  return hints;
}
