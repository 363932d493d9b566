import type {InstanceChoices} from '../src/choices';
import {encodeInitScript, validateInstanceRequest} from '../src/instance';
import {
  initialInstanceForm,
  instanceFormErrors,
  instanceFormHints,
  instanceFormRequest,
  OTHER_ID,
  revealedBy,
  withRegion,
  type InstanceForm,
} from '../src/instanceForm';

const list = (ids: number[], source: string) => ({choices: ids.map((id) => ({id, label: `nazwa ${id}`})), source});
const choices: InstanceChoices = {
  TypeId: list([1047, 34], 'GET /dictionaries/12'),
  DiskClass: list([48], 'GET /dictionaries/17'),
  SubregionId: list([], 'GET /subregions'),
  AuthorizationMethodId: list([1398, 1399], 'GET /dictionaries/159'),
};
const form = (changes: Partial<InstanceForm> = {}): InstanceForm => ({...initialInstanceForm('waw', 'Serwer 1', choices), ...changes});

describe('initialInstanceForm', () => {
  it('opens on the preferred published ids, the first otherwise, and a typed id where none is published', () => {
    expect(form()).toMatchObject({TypeId: '34', DiskClass: '48', SubregionId: OTHER_ID, AuthorizationMethodId: '1399', DiskSize: '20'});
  });
});

describe('withRegion', () => {
  const warsaw: InstanceChoices = {...choices, SubregionId: list([1, 4], 'GET /subregions')};
  const krakow: InstanceChoices = {...choices, SubregionId: list([], 'GET /subregions')};

  it('drops a Warsaw subregion when the region becomes Kraków, so the reader types the id', () => {
    const start = initialInstanceForm('waw', 'Serwer 1', warsaw);
    expect(start.SubregionId).toBe('1');
    expect(withRegion(start, 'krk', krakow)).toMatchObject({region: 'krk', SubregionId: OTHER_ID});
  });

  it('clears a typed id when the region changes (it belonged to the other region) and keeps the form in the same region', () => {
    expect(withRegion(form({SubregionId: OTHER_ID, 'SubregionId-other': '12'}), 'krk', krakow)).toMatchObject({
      SubregionId: OTHER_ID,
      'SubregionId-other': '',
    });
    expect(withRegion({...initialInstanceForm('krk', 'S', krakow)}, 'waw', warsaw)).toMatchObject({region: 'waw', SubregionId: '1'});
    expect(withRegion(initialInstanceForm('waw', 'S', warsaw), 'waw', warsaw).SubregionId).toBe('1');
  });
});

describe('instanceFormRequest', () => {
  it('reads the numbers, takes a typed id where "other" is picked and leaves out empty optional fields', () => {
    expect(instanceFormRequest(form({TemplateId: '1187', 'SubregionId-other': '2'}))).toEqual({
      InstanceName: 'Serwer 1',
      TypeId: 34,
      TemplateId: 1187,
      SubregionId: 2,
      DiskClass: 48,
      DiskSize: 20,
      AuthorizationMethodId: 1399,
      InstancesCount: 1,
    });
  });

  it('adds the SSH keys, the IP address, Freemium and the init script, encoded unless said to be base64', () => {
    const request = instanceFormRequest(form({SshKeysIds: '3051, 3052', IPAddressId: '7', Freemium: true, InitScript: 'echo a'}));
    expect(request).toMatchObject({SshKeysIds: [3051, 3052], IPAddressId: 7, Freemium: true, InitScript: encodeInitScript('echo a')});
    expect(instanceFormRequest(form({InitScript: ' ZWNobyBh ', initScriptIsBase64: true})).InitScript).toBe('ZWNobyBh');
    expect(instanceFormRequest(form({TemplateId: 'abc'})).TemplateId).toBeNaN();
  });
});

describe('revealedBy', () => {
  it('names the field an edit shows the problems of', () => {
    expect(revealedBy('DiskSize')).toEqual(['DiskSize']);
    expect(revealedBy('TypeId-other')).toEqual(['TypeId']);
    expect(revealedBy('initScriptIsBase64')).toEqual(['InitScript']);
    expect(revealedBy('AuthorizationMethodId')).toEqual(['AuthorizationMethodId', 'SshKeysIds']);
  });
});

describe('instanceFormErrors', () => {
  it('shows only the problems of fields the reader has been to, a typed id under its own input', () => {
    const values = form({TypeId: OTHER_ID, 'TypeId-other': 'x', DiskSize: '301'});
    const problems = validateInstanceRequest(instanceFormRequest(values));
    const early = instanceFormErrors(values, problems, new Set(['DiskSize']));
    expect(early.DiskSize).toContain('od 5 do 300 GB');
    expect(early.TemplateId).toBeUndefined();
    expect(early['TypeId-other']).toBeUndefined();
    const shown = instanceFormErrors(values, problems, new Set(['TypeId', 'TemplateId']));
    expect(shown.TypeId).toBeNull();
    expect(shown['TypeId-other']).toContain('Typ maszyny (TypeId): podaj identyfikator');
    expect(shown.TemplateId).toContain('TemplateId');
  });
});

describe('instanceFormHints', () => {
  it('names the call that lists the ids, asks for SSH keys with the SSH method and spots pasted base64', () => {
    const values = form({AuthorizationMethodId: '1398', InitScript: encodeInitScript('echo gotowe')});
    const hints = instanceFormHints(values, instanceFormRequest(values), choices);
    expect(hints.TypeId).toBe('Wszystkie identyfikatory zwraca GET /dictionaries/12.');
    expect(hints['SubregionId-other']).toBe('Wszystkie identyfikatory zwraca GET /subregions.');
    expect(hints.SshKeysIds).toMatch(/^Wymagane przy kluczach SSH/);
    expect(hints.InitScript).toContain('po zdekodowaniu: „echo gotowe”');
    expect(instanceFormHints(form(), instanceFormRequest(form()), choices).InitScript).toMatch(/^Wpisz zwykły tekst/);
  });
});
