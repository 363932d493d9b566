/** @jest-environment jsdom */
import {curlCommand, TOKEN_PLACEHOLDER} from '@theme/ApiCurl';
import dictionaries from '@generated/api-dictionaries/default/content.json';
import openapi from '@generated/api-reference/default/openapi.json';
import {curlInput} from '../src/curl';
import {requestModel} from '../src/model';
import {Sandbox, SIMULATED_NOTE, scenariosFor, TICKET_DONE, TICKET_RUNNING, type SandboxRequest} from '../src/sandbox';
import type {ConsoleDictionaries, ConsoleDocument} from '../src/types';
import {buildRequest, type FormValues} from '../src/validate';

const doc = openapi as unknown as ConsoleDocument;
const dicts = dictionaries as unknown as ConsoleDictionaries;
const HOST = 'https://pl1-api.example.com';

function prepare(method: string, path: string, values: FormValues, withToken = true) {
  const model = requestModel(doc, dicts, method, path);
  const {request, errors} = buildRequest(doc, model, values);
  const sent: SandboxRequest = {...request, withToken};
  return {model, request, errors, sent};
}

describe('request model', () => {
  test('GET /instances: query parameters with their types, none required', () => {
    const model = requestModel(doc, dicts, 'GET', '/instances');
    const byName = Object.fromEntries(model.fields.map((field) => [field.name, field]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['pageSize', 'pageNumber', 'fields', 'orderBy', 'isTurnedOn']));
    expect(byName.pageSize).toMatchObject({place: 'query', kind: 'integer', required: false});
    expect(byName.isTurnedOn.kind).toBe('boolean');
    expect(model.answerModel).toBe('ApiCollectionInstance');
  });

  test('POST /instances: the JSON body as fields, required ones, ranges and dictionary ids with labels', () => {
    const model = requestModel(doc, dicts, 'POST', '/instances');
    const byName = Object.fromEntries(model.fields.map((field) => [field.name, field]));
    expect(model.bodyModel).toBe('CreateInstanceCommand');
    expect(byName.InstanceName).toMatchObject({place: 'body', kind: 'string', required: true});
    expect(byName.TemplateId.required).toBe(true);
    expect(byName.DiskSize).toMatchObject({kind: 'integer', minimum: 5, maximum: 300, required: false});
    expect(byName.SshKeysIds.kind).toBe('integer-list');
    expect(byName.TypeId.dictionary?.name).toBe('Typy maszyn');
    expect(byName.TypeId.dictionary?.options).toContainEqual({id: 34, label: 'v1.standard-2.2'});
    expect(byName.DiskClass.dictionary?.options.map((option) => option.label)).toEqual(['Tier-1', 'Tier-2', 'Tier-3', 'Tier-4', 'Tier-5']);
  });

  test('path parameters are required and filled into the path', () => {
    const {request, errors} = prepare('GET', '/tickets/{id}', {'path.id': '4711'});
    expect(errors).toEqual({});
    expect(request.path).toBe('/tickets/4711');
    expect(prepare('GET', '/tickets/{id}', {}).errors).toEqual({'path.id': 'To pole jest wymagane.'});
  });
});

describe('validation before sending', () => {
  test('DiskSize 1000 is stopped with a Polish message naming the range', () => {
    const {errors} = prepare('POST', '/instances', {'body.InstanceName': 'Serwer', 'body.TemplateId': '1187', 'body.DiskSize': '1000'});
    expect(errors).toEqual({'body.DiskSize': 'Dozwolone wartości: od 5 do 300.'});
  });

  test('required fields, integers, booleans, lists and JSON each get their message', () => {
    const {errors} = prepare('POST', '/instances', {
      'body.DiskSize': '20 GB',
      'body.InstancesCount': '0',
      'body.SshKeysIds': '1, x',
      'body.Freemium': 'może',
    });
    expect(errors).toEqual({
      'body.InstanceName': 'To pole jest wymagane.',
      'body.TemplateId': 'To pole jest wymagane.',
      'body.DiskSize': 'Wpisz liczbę całkowitą, bez spacji i przecinka.',
      'body.InstancesCount': 'Dozwolone wartości: od 1 do 5.',
      'body.SshKeysIds': 'Wpisz liczby całkowite oddzielone przecinkami, na przykład 12, 15.',
      'body.Freemium': 'Wybierz „tak” albo „nie”.',
    });
    expect(prepare('GET', '/instances', {'query.pageSize': '3000000000'}).errors['query.pageSize']).toMatch(/int32/);
  });

  test('a valid body is built with typed values and without the empty fields', () => {
    const {request, errors} = prepare('POST', '/instances', {
      'body.InstanceName': 'Serwer WWW',
      'body.TemplateId': '1187',
      'body.DiskSize': '20',
      'body.SshKeysIds': '3, 4',
    });
    expect(errors).toEqual({});
    expect(request.body).toEqual({DiskSize: 20, InstanceName: 'Serwer WWW', SshKeysIds: [3, 4], TemplateId: 1187});
  });
});

describe('sandbox', () => {
  test('refuses a change made with a read-only token with 403, as the API does, and still answers reading', () => {
    const sandbox = new Sandbox(doc, dicts);
    const start = prepare('POST', '/instances', {'body.InstanceName': 'Serwer WWW', 'body.TemplateId': '1187'});
    expect(start.errors).toEqual({});
    expect(sandbox.send(start.model, {...start.sent, readOnlyToken: true})).toMatchObject({status: 403, body: null, simulated: true});
    expect(sandbox.send(start.model, {...start.sent, readOnlyToken: false}).status).toBe(200);
    const list = prepare('GET', '/instances', {});
    expect(sandbox.send(list.model, {...list.sent, readOnlyToken: true}).status).toBe(200);
  });

  test('a collection honours pageSize, pageNumber and fields, and says it is simulated', () => {
    const sandbox = new Sandbox(doc, dicts);
    const {model, sent} = prepare('GET', '/instances', {'query.fields': 'Id,Name', 'query.pageSize': '5'});
    const answer = sandbox.send(model, sent);
    const body = answer.body as {Items: Array<Record<string, unknown>>; Meta: {Total: number}};
    expect(answer).toMatchObject({status: 200, simulated: true, note: SIMULATED_NOTE});
    expect(body.Items).toHaveLength(5);
    for (const item of body.Items) expect(Object.keys(item).sort()).toEqual(['Id', 'Name']);
    expect(body.Meta.Total).toBeGreaterThan(5);
    expect(answer.headers['X-Rate-Limit-Limit']).toBe('400');

    const last = Math.ceil(body.Meta.Total / 5);
    const lastPage = sandbox.send(model, prepare('GET', '/instances', {'query.pageSize': '5', 'query.pageNumber': String(last)}).sent);
    expect((lastPage.body as {Items: unknown[]}).Items).toHaveLength(body.Meta.Total - (last - 1) * 5);
  });

  test('without pageSize a collection gives the first 50, with every field of the model', () => {
    const {model, sent} = prepare('GET', '/instances', {});
    const body = new Sandbox(doc, dicts, 'inny').send(model, sent).body as {Items: Array<Record<string, unknown>>; Meta: {Total: number}};
    expect(body.Items.length).toBe(Math.min(50, body.Meta.Total));
    expect(Object.keys(body.Items[0])).toEqual(Object.keys(doc.components.schemas.Instance.properties as object));
  });

  test('answers are seeded: the same seed gives the same body, dictionary labels from the data', () => {
    const {model, sent} = prepare('GET', '/instances/{id}', {'path.id': '123'});
    const first = new Sandbox(doc, dicts).send(model, sent).body as Record<string, unknown>;
    expect(new Sandbox(doc, dicts).send(model, sent).body).toEqual(first);
    expect(first.Id).toBe(123);
    expect(['v1.standard-1.05', 'v1.standard-1.09', 'v1.standard-2.2', 'v1.standard-4.4', 'v1.standard-8.8', 'v1.highcpu-2.09']).toContain(
      (first.Type_ as {Label: string}).Label,
    );
    expect(typeof first.Name).toBe('string');
  });

  test('POST /instances starts a ticket that progresses to the end when polled', () => {
    const sandbox = new Sandbox(doc, dicts);
    const create = prepare('POST', '/instances', {'body.InstanceName': 'Serwer WWW', 'body.TemplateId': '1187'});
    const ticket = sandbox.send(create.model, create.sent).body as {
      Id: number;
      Progress: number;
      Status: {Label: string};
      ObjectName: string;
    };
    expect(ticket).toMatchObject({Progress: 0, Status: {Label: TICKET_RUNNING}, ObjectName: 'Serwer WWW'});
    const poll = () => {
      const get = prepare('GET', '/tickets/{id}', {'path.id': String(ticket.Id)});
      return sandbox.send(get.model, get.sent).body as {Progress: number; Status: {Label: string}; EndDate: string | null};
    };
    const seen = [poll(), poll(), poll()];
    expect(seen.map((state) => state.Progress)).toEqual([35, 70, 100]);
    expect(seen[1]).toMatchObject({Status: {Label: TICKET_RUNNING}, EndDate: null});
    expect(seen[2].Status.Label).toBe(TICKET_DONE);
    expect(seen[2].EndDate).toEqual(expect.any(String));
  });

  test('400 with model state for a body that breaks the rules', () => {
    const {model, sent} = prepare('POST', '/instances', {
      'body.InstanceName': 'Serwer',
      'body.TemplateId': '1187',
      'body.DiskSize': '1000',
    });
    const answer = new Sandbox(doc, dicts).send(model, sent);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ModelState: {DiskSize: ['Dozwolone wartości: od 5 do 300.']}});
    expect(answer.simulated).toBe(true);
  });

  test('401 without a token, 409 for a locked instance, each only where it applies', () => {
    const sandbox = new Sandbox(doc, dicts);
    const list = prepare('GET', '/instances', {}, false);
    expect(sandbox.send(list.model, list.sent, 'ok').status).toBe(200);
    expect(sandbox.send(list.model, list.sent, 'no-token')).toMatchObject({status: 401, body: null, simulated: true});
    expect(scenariosFor(list.model)).toEqual(['ok', 'no-token']);

    const remove = prepare('DELETE', '/instances/{id}', {'path.id': '77'});
    expect(scenariosFor(remove.model)).toEqual(['ok', 'no-token', 'locked']);
    const locked = sandbox.send(remove.model, remove.sent, 'locked');
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ErrorCode: expect.any(String)});
    expect(sandbox.send(remove.model, remove.sent, 'ok').status).toBe(200);
  });

  test('a call with an empty answer gets 204', () => {
    const withEmpty = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.responses['204'])
        .map(([method]) => ({method, path})),
    );
    expect(withEmpty.length).toBeGreaterThan(0);
    const {method, path} = withEmpty[0];
    const model = requestModel(doc, dicts, method, path);
    const values = Object.fromEntries(model.fields.filter((field) => field.place === 'path').map((field) => [field.key, '5']));
    const answer = new Sandbox(doc, dicts).send(model, {...buildRequest(doc, model, values).request, withToken: true});
    expect(answer).toMatchObject({status: 204, body: null});
  });
});

describe('Kopiuj jako curl', () => {
  const {request} = prepare('POST', '/instances', {'body.InstanceName': "Serwer O'Neil", 'body.TemplateId': '1187'});
  const sent = {...request, token: 'abc.def-123'};

  test('what was sent, with the token as a placeholder', () => {
    const curl = curlCommand(curlInput(HOST, sent, {withToken: false, placeholder: TOKEN_PLACEHOLDER}));
    expect(curl).toContain(`curl -X POST 'https://pl1-api.example.com/services/instances'`);
    expect(curl).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(curl).not.toContain('abc.def-123');
    expect(curl).toContain(`"InstanceName": "Serwer O'\\''Neil"`);
  });

  test('the token itself only when the reader asks, and no header when none was sent', () => {
    expect(curlCommand(curlInput(HOST, sent, {withToken: true, placeholder: TOKEN_PLACEHOLDER}))).toContain(
      "-H 'Authorization: Bearer abc.def-123'",
    );
    const list = prepare('GET', '/instances', {'query.fields': 'Id,Name', 'query.pageSize': '5'}).request;
    const curl = curlCommand(curlInput(HOST, {...list, token: null}, {withToken: false, placeholder: TOKEN_PLACEHOLDER}));
    expect(curl).toContain("'https://pl1-api.example.com/services/instances?pageSize=5&fields=Id%2CName'");
    expect(curl).not.toContain('Authorization');
  });
});
