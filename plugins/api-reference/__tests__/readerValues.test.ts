import {
  EMPTY_VALUES,
  fillFromSnapshot,
  fillSample,
  idProblem,
  parseValues,
  serializeValues,
  snapshotOf,
  tokenProblem,
  type ReaderValues,
} from '../src/readerValues';

const HOSTS = {apiHostWaw: 'https://pl1-api.example.com', apiHostKrk: 'https://pl2-api.example.com'};
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.abc-DEF_123.xyz';
const values = (partial: Partial<ReaderValues>): ReaderValues => ({...EMPTY_VALUES, ...partial});

const CURL = `curl -X POST 'https://pl1-api.example.com/services/instances/{id}/clone_ticket' \\
  -H "Authorization: Bearer $TOKEN" \\
  -d '{
  "TemplateId": 0,
  "SubregionId": 0
}'`;

describe('filling samples with the reader values', () => {
  it('swaps the API host for the reader region and leaves every placeholder without a value', () => {
    expect(fillSample(CURL, EMPTY_VALUES, 'krk', HOSTS)).toBe(CURL.replace('pl1-api', 'pl2-api'));
    expect(fillSample(CURL, EMPTY_VALUES, 'waw', HOSTS)).toBe(CURL);
  });

  it('fills ids in JSON, Python, a Go string, Terraform, shell variables and paths', () => {
    const filled = values({templateId: '1187', subregionId: '4', instanceId: '30982', typeId: '34'});
    expect(fillSample(CURL, filled, 'waw', HOSTS)).toContain('/services/instances/30982/clone_ticket');
    expect(fillSample(CURL, filled, 'waw', HOSTS)).toContain('"TemplateId": 1187,\n  "SubregionId": 4');
    expect(fillSample('payload = {\n    "TypeId": 0,\n    "Name": ""\n}', filled, 'waw', HOSTS)).toBe(
      'payload = {\n    "TypeId": 34,\n    "Name": ""\n}',
    );
    expect(fillSample('strings.NewReader("{\\n  \\"TemplateId\\": 0\\n}")', filled, 'waw', HOSTS)).toBe(
      'strings.NewReader("{\\n  \\"TemplateId\\": 1187\\n}")',
    );
    expect(fillSample(`body: '{"SubregionId":0,"TemplateId":""}'`, filled, 'waw', HOSTS)).toBe(
      `body: '{"SubregionId":4,"TemplateId":1187}'`,
    );
    expect(fillSample('  template_id     = 1187\n  subregion_id = 1\n  type_id = 12', values({templateId: '55'}), 'waw', HOSTS)).toBe(
      '  template_id     = 55\n  subregion_id = 1\n  type_id = 12',
    );
    expect(fillSample('curl "$API/instances/$INSTANCE_ID" "${INSTANCE_ID}"', filled, 'waw', HOSTS)).toBe(
      'curl "$API/instances/30982" "30982"',
    );
    expect(fillSample('url = "https://x/services/templates/%7Bid%7D"', filled, 'waw', HOSTS)).toBe(
      'url = "https://x/services/templates/1187"',
    );
    // Another collection's {id} is not the instance's.
    expect(fillSample('/disks/{id}', filled, 'waw', HOSTS)).toBe('/disks/{id}');
    expect(fillSample('"InstanceName": "Serwer"', filled, 'waw', HOSTS)).toBe('"InstanceName": "Serwer"');
  });

  it('puts the token in a sample only when the reader asked for it', () => {
    expect(fillSample(CURL, values({token: TOKEN}), 'waw', HOSTS)).toContain('Bearer $TOKEN');
    const withToken = fillSample(CURL, values({token: TOKEN, tokenInSamples: true}), 'waw', HOSTS);
    expect(withToken).toContain(`Bearer ${TOKEN}"`);
    expect(fillSample('$TOKEN_FILE ${TOKEN} $REFRESH_TOKEN', values({token: TOKEN, tokenInSamples: true}), 'waw', HOSTS)).toBe(
      `$TOKEN_FILE ${TOKEN} $REFRESH_TOKEN`,
    );
  });

  it('never writes a malformed value into a sample', () => {
    const bad = values({token: 'a b', tokenInSamples: true, instanceId: '12; rm -rf /'});
    expect(fillSample(CURL, bad, 'waw', HOSTS)).toBe(CURL);
  });
});

describe('checking what the reader types', () => {
  it('refuses tokens with whitespace, line breaks, non-ASCII or quoting characters, in Polish', () => {
    expect(tokenProblem(TOKEN)).toBeNull();
    expect(tokenProblem('')).toBeNull();
    expect(tokenProblem('abc\ndef')).toMatch(/nowego wiersza/);
    expect(tokenProblem('abc def')).toMatch(/spacji/);
    expect(tokenProblem('zażółć')).toMatch(/ASCII/);
    expect(tokenProblem('abc"def')).toMatch(/cudzysłowu/);
    expect(tokenProblem('abc$def')).toMatch(/\$/);
  });

  it('takes only positive whole numbers as ids', () => {
    expect(idProblem('1187')).toBeNull();
    expect(idProblem('')).toBeNull();
    for (const bad of ['0', '-1', '1.5', '12 ', 'abc', '12345678901']) expect(idProblem(bad)).toMatch(/dodatnią liczbę/);
  });
});

describe('stored values', () => {
  it('round-trip, and nothing is stored when nothing is set', () => {
    const stored = values({token: TOKEN, templateId: '1187'});
    expect(parseValues(serializeValues(stored))).toEqual(stored);
    expect(serializeValues(EMPTY_VALUES)).toBeNull();
    expect(serializeValues(values({tokenInSamples: true}))).toBeNull();
  });

  it('drop anything malformed read back from storage', () => {
    expect(parseValues('{not json')).toEqual(EMPTY_VALUES);
    expect(parseValues('[1]')).toEqual(EMPTY_VALUES);
    expect(parseValues(JSON.stringify({token: 'a b', templateId: 'x', typeId: '34', tokenInSamples: 'yes'}))).toEqual(
      values({typeId: '34'}),
    );
  });

  it('is read through one snapshot string that is empty when nothing applies', () => {
    expect(snapshotOf(null, null)).toBe('');
    expect(snapshotOf('waw', null)).toBe('');
    const snapshot = snapshotOf('krk', serializeValues(values({instanceId: '7'})));
    expect(fillFromSnapshot(CURL, snapshot, HOSTS)).toContain('https://pl2-api.example.com/services/instances/7/clone_ticket');
    expect(fillFromSnapshot(CURL, '', HOSTS)).toBe(CURL);
  });
});

describe('a tool output', () => {
  it('gets the region and the token but keeps the ids the reader chose in the tool', () => {
    const filled = fillSample(CURL, values({token: TOKEN, tokenInSamples: true, templateId: '99', instanceId: '5'}), 'krk', HOSTS, false);
    expect(filled).toContain('https://pl2-api.example.com/services/instances/{id}/clone_ticket');
    expect(filled).toContain(`Bearer ${TOKEN}"`);
    expect(filled).toContain('"TemplateId": 0');
  });
});
