import {buildDocument} from './support/document';
import {codeSamples, harRequest, referenceSamples, sampleKey} from '../src/snippets';
import {operationsOf} from '../src/referencePages';

const HOST = 'https://pl1-api.example.com';
const CLONE = {method: 'POST', path: '/instances/{id}/clone_ticket', body: '{\n  "Name": "",\n  "Freemium": false,\n  "Size": 0\n}'};
const STATISTICS = {method: 'GET', path: '/statistics', query: ['from', 'to']};

describe('code samples (httpsnippet at build time)', () => {
  it('describe the request as HAR with the placeholders percent-encoded and the query apart', () => {
    const har = harRequest(HOST, STATISTICS);
    expect(har.url).toBe('https://pl1-api.example.com/services/statistics');
    expect(har.queryString).toEqual([
      {name: 'from', value: '{from}'},
      {name: 'to', value: '{to}'},
    ]);
    expect(harRequest(HOST, CLONE).url).toBe('https://pl1-api.example.com/services/instances/%7Bid%7D/clone_ticket');
    expect(har.postData).toBeUndefined();
  });

  it('write Python with requests: the URL with its {id} placeholder, the token header, Python literals in the body', () => {
    const {python} = codeSamples(HOST, CLONE);
    expect(python).toContain('import requests');
    expect(python).toContain('url = "https://pl1-api.example.com/services/instances/{id}/clone_ticket"');
    expect(python).toContain('"Authorization": "Bearer $TOKEN"');
    expect(python).toContain('"Freemium": False');
    expect(python).toContain('response = requests.post(url, json=payload, headers=headers)');
    expect(codeSamples(HOST, STATISTICS).python).toContain('querystring = {"from":"{from}","to":"{to}"}');
  });

  it('write JavaScript with fetch: method, headers and the JSON body', () => {
    const {javascript} = codeSamples(HOST, CLONE);
    expect(javascript).toContain("const url = 'https://pl1-api.example.com/services/instances/{id}/clone_ticket';");
    expect(javascript).toContain("method: 'POST'");
    expect(javascript).toContain("Authorization: 'Bearer $TOKEN'");
    expect(javascript).toContain(`body: '{"Name":"","Freemium":false,"Size":0}'`);
    expect(javascript).toContain('await fetch(url, options)');
    expect(codeSamples(HOST, STATISTICS).javascript).toContain("statistics?from={from}&to={to}'");
  });

  it('write Go with net/http: a whole program with the request and its headers', () => {
    const {go} = codeSamples(HOST, CLONE);
    expect(go).toContain('package main');
    expect(go).toContain('url := "https://pl1-api.example.com/services/instances/{id}/clone_ticket"');
    expect(go).toContain('http.NewRequest("POST", url, payload)');
    expect(go).toContain('req.Header.Add("Authorization", "Bearer $TOKEN")');
    expect(go).toContain('req.Header.Add("Content-Type", "application/json")');
    const get = codeSamples(HOST, {method: 'DELETE', path: '/instances/{id}'}).go;
    expect(get).toContain('http.NewRequest("DELETE", url, nil)');
    expect(get).not.toContain('Content-Type');
  });

  it('cover every operation of the document, keyed as the pages ask for them', () => {
    const document = buildDocument();
    const samples = referenceSamples(document, HOST);
    const operations = operationsOf(document);
    expect(Object.keys(samples)).toHaveLength(operations.length);
    const create = samples[sampleKey('POST', '/instances')];
    expect(create.python).toContain('"DiskSize": 0');
    expect(create.javascript).toContain('"InstancesCount":0');
    expect(create.go).toContain('\\"TemplateId\\": 0');
  });
});
