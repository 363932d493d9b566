import {
  alreadyBase64Notice,
  decodeInitScript,
  INSTANCE_HINTS,
  encodeInitScript,
  instanceRequestSnippets,
  isBase64,
  validateInstanceName,
  validateInstanceRequest,
  type InstanceRequest,
} from '../src/instance';
import {MINIMAL_REQUEST} from './requests';

const valid: InstanceRequest = MINIMAL_REQUEST;
const settings = {apiHost: 'https://pl1-api.example.com', terraformProvider: 'example'};
const fields = (req: InstanceRequest) => validateInstanceRequest(req).map((problem) => problem.field);

describe('validateInstanceName', () => {
  it('accepts letters of both cases, digits and spaces', () => {
    expect(validateInstanceName('Serwer WWW 01')).toBeNull();
    expect(validateInstanceName('Łódź 2')).toBeNull();
  });

  it('accepts 25 characters and refuses 26, counting characters rather than bytes', () => {
    expect(validateInstanceName('a'.repeat(25))).toBeNull();
    expect(validateInstanceName('ą'.repeat(25))).toBeNull();
    expect(validateInstanceName('a'.repeat(26))).toBe('Nazwa maszyny może mieć najwyżej 25 znaków, a ma 26.');
  });

  it('refuses an empty name or one of spaces only', () => {
    expect(validateInstanceName('')).toMatch(/^Podaj nazwę maszyny/);
    expect(validateInstanceName('   ')).toMatch(/^Podaj nazwę maszyny/);
  });

  it('names each character that is not allowed, once', () => {
    expect(validateInstanceName('web-01_a-b')).toBe('Nazwa maszyny może zawierać tylko litery, cyfry i spacje; usuń: „-”, „_”.');
    expect(validateInstanceName('a.b')).toContain('„.”');
  });
});

describe('validateInstanceRequest', () => {
  it('finds nothing wrong in a valid request', () => {
    expect(validateInstanceRequest(valid)).toEqual([]);
  });

  it.each([
    [5, true],
    [300, true],
    [4, false],
    [301, false],
    [20.5, false],
    [Number.NaN, false],
  ])('DiskSize %p valid: %p (integer 5 to 300 GB)', (DiskSize, ok) => {
    expect(fields({...valid, DiskSize})).toEqual(ok ? [] : ['DiskSize']);
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
  ])('InstancesCount %p valid: %p (integer 1 to 5)', (InstancesCount, ok) => {
    expect(fields({...valid, InstancesCount})).toEqual(ok ? [] : ['InstancesCount']);
  });

  it('ties each problem to its field, in Polish', () => {
    const problems = validateInstanceRequest({
      ...valid,
      InstanceName: 'a'.repeat(26),
      TypeId: 0,
      TemplateId: -3,
      DiskClass: 1.5,
      SubregionId: Number.NaN,
    });
    expect(problems.map((problem) => problem.field)).toEqual(['InstanceName', 'TypeId', 'TemplateId', 'DiskClass', 'SubregionId']);
    expect(problems[1].message).toBe('Typ maszyny (TypeId): podaj identyfikator, czyli dodatnią liczbę całkowitą.');
  });

  it('checks the optional ids only when given', () => {
    expect(fields({...valid, IPAddressId: 5531, SshKeysIds: [3051]})).toEqual([]);
    expect(fields({...valid, IPAddressId: 0})).toEqual(['IPAddressId']);
    expect(fields({...valid, SshKeysIds: [1, -2]})).toEqual(['SshKeysIds']);
    expect(fields({...valid, SshKeysIds: [7, 7]})).toEqual(['SshKeysIds']);
  });

  it('requires an SSH key id with the SSH keys method (1398), not with login and password (1399)', () => {
    expect(validateInstanceRequest({...valid, AuthorizationMethodId: 1398})).toEqual([
      {
        field: 'SshKeysIds',
        message: 'Przy logowaniu kluczami SSH (metoda 1398) podaj co najmniej jeden identyfikator klucza dodanego w panelu.',
      },
    ]);
    expect(fields({...valid, AuthorizationMethodId: 1398, SshKeysIds: [3051]})).toEqual([]);
    expect(fields({...valid, AuthorizationMethodId: 1399, SshKeysIds: []})).toEqual([]);
  });

  it('wants the init script in base64', () => {
    expect(fields({...valid, InitScript: encodeInitScript('#!/bin/bash\necho cześć')})).toEqual([]);
    expect(fields({...valid, InitScript: '#!/bin/bash'})).toEqual(['InitScript']);
  });

  it('never changes the request it checks', () => {
    const request = Object.freeze({...valid, SshKeysIds: Object.freeze([1, 1]) as number[]});
    expect(() => validateInstanceRequest(request)).not.toThrow();
    expect(() => instanceRequestSnippets(Object.freeze({...valid, SshKeysIds: Object.freeze([2]) as number[]}), settings)).not.toThrow();
  });
});

describe('instanceRequestSnippets', () => {
  const full: InstanceRequest = {...valid, AuthorizationMethodId: 1398, SshKeysIds: [3051], IPAddressId: 5531, Freemium: false};

  it('writes the POST /instances body with the API field names', () => {
    const {json} = instanceRequestSnippets(full, settings);
    expect(JSON.parse(json)).toEqual({
      InstanceName: 'Serwer testowy 1',
      TypeId: 34,
      TemplateId: 1187,
      SubregionId: 1,
      DiskClass: 49,
      DiskSize: 20,
      AuthorizationMethodId: 1398,
      SshKeysIds: [3051],
      IPAddressId: 5531,
      InstancesCount: 1,
      Freemium: false,
    });
    expect(Object.keys(JSON.parse(instanceRequestSnippets(valid, settings).json))).not.toContain('IPAddressId');
  });

  it('posts to the regional API host with a bearer token placeholder and both content headers', () => {
    const {curl} = instanceRequestSnippets(full, {apiHost: 'https://pl2-api.example.com/'});
    expect(curl).toContain('curl -sS -X POST "https://pl2-api.example.com/services/instances"');
    expect(curl).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(curl).toContain('-H "Content-Type: application/json"');
    expect(curl).toContain('-H "Accept: application/json"');
    const body = /--data '(.*)'\n$/.exec(curl)?.[1];
    expect(JSON.parse(body ?? '')).toEqual(JSON.parse(instanceRequestSnippets(full, settings).json));
  });

  it('writes the Terraform resource of the spec’s v0.4.0 line with its field names, ip_address_id only when given', () => {
    const v040 = {...settings, terraformLine: '0.4.0'} as const;
    const {terraform} = instanceRequestSnippets(full, v040);
    expect(terraform).toMatch(/\nresource "example_oci" "maszyna" \{\n/);
    for (const line of [
      'instance_name           = "Serwer testowy 1"',
      'authorization_method_id = 1398',
      'ssh_keys_ids            = [3051]',
      'disk_class              = 49',
      'init_disk_size          = 20',
      'ip_address_id           = 5531',
      'subregion_id            = 1',
      'type_id                 = 34',
      'template_id             = 1187',
      'instances_count         = 1',
      'isfreemium              = false',
    ]) {
      expect(terraform).toContain(`  ${line}\n`);
    }
    expect(instanceRequestSnippets(valid, v040).terraform).not.toContain('ip_address_id');
  });

  it('sends the init script in the JSON body and says where Terraform takes it', () => {
    const InitScript = encodeInitScript('echo zażółć');
    const snippets = instanceRequestSnippets({...valid, InitScript}, settings);
    expect(JSON.parse(snippets.json).InitScript).toBe(InitScript);
    expect(snippets.terraform).toContain('init_script');
  });

  it('throws a Polish error for an invalid request or API host', () => {
    expect(() => instanceRequestSnippets({...valid, DiskSize: 301}, settings)).toThrow(
      /^Żądanie ma błędy: Pojemność dysku \(DiskSize\) to liczba całkowita od 5 do 300 GB\.$/,
    );
    expect(() => instanceRequestSnippets(valid, {apiHost: 'pl1-api'})).toThrow('Adres API „pl1-api” nie jest poprawnym adresem URL.');
    expect(() => instanceRequestSnippets(valid, {apiHost: 'http://pl1-api.example.com'})).toThrow(/https/);
  });
});

describe('init script base64', () => {
  it.each(['', 'echo test', '#!/bin/bash\napt-get install -y nginx\n', 'zażółć gęślą jaźń ŻÓŁĆ', 'emoji 🚀 i tabulator\t'])(
    'round-trips %j through UTF-8',
    (text) => {
      const encoded = encodeInitScript(text);
      expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64'));
      if (text !== '') expect(decodeInitScript(encoded)).toBe(text);
    },
  );

  it('recognises base64, line-wrapped base64 too, and nothing else', () => {
    expect(isBase64(encodeInitScript('zażółć'))).toBe(true);
    expect(isBase64('YWJj\nZGVm\n')).toBe(true);
    expect(isBase64('')).toBe(false);
    expect(isBase64('echo test')).toBe(false);
    expect(isBase64('YWJjZA=')).toBe(false);
    expect(isBase64('YW=jZA==')).toBe(false);
  });

  it('decodes only base64 that holds UTF-8 text', () => {
    expect(decodeInitScript('ZWNobyB6YcW8w7PFgsSH')).toBe('echo zażółć');
    expect(decodeInitScript('AAECAw==')).toBeNull();
    expect(decodeInitScript('/w==')).toBeNull();
    expect(decodeInitScript('not base64')).toBeNull();
  });
});

describe('builder texts', () => {
  it('state the limits the rules use', () => {
    expect(INSTANCE_HINTS.InstanceName).toBe('Litery, cyfry i spacje, najwyżej 25 znaków.');
    expect(INSTANCE_HINTS.DiskSize).toBe('Liczba całkowita od 5 do 300.');
    expect(INSTANCE_HINTS.InstancesCount).toBe('Od 1 do 5 jednakowych maszyn.');
    expect(alreadyBase64Notice('a'.repeat(50))).toContain(`„${'a'.repeat(40)}…”`);
  });
});
