import {apiSurface, apiTexts} from '../data';
import {POLISH_LETTERS, assertTexts, fieldText, findTextProblems, parameterText} from '../src/openapi';
import type {ApiTexts} from '../src/types';
import {buildDocument, buildInput, catalogue} from './support/document';

const document = buildDocument();

/** The texts with one part replaced, for the failure cases. */
function textsWith(change: (texts: {-readonly [K in keyof ApiTexts]: Record<string, unknown>}) => void): ApiTexts {
  const copy = {
    tags: {...apiTexts.tags},
    operations: {...apiTexts.operations},
    sharedParameters: {...apiTexts.sharedParameters},
    fields: {...apiTexts.fields},
    models: {...apiTexts.models},
    dictionaries: {...apiTexts.dictionaries},
  };
  change(copy);
  return copy as unknown as ApiTexts;
}

describe('Polish texts', () => {
  test('the project data has no missing or stale text', () => {
    expect(findTextProblems(apiSurface, apiTexts, catalogue)).toEqual([]);
  });

  test('every operation has a Polish summary; every parameter, model and field a non-empty description', () => {
    const texts: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([`${method} ${path}`, operation.summary.trim().length > 3]).toEqual([`${method} ${path}`, true]);
        texts.push(operation.summary, operation.description ?? '');
        for (const parameter of operation.parameters ?? []) {
          expect([operation.operationId, parameter.name, parameter.description.trim().length > 3]).toEqual([
            operation.operationId,
            parameter.name,
            true,
          ]);
          texts.push(parameter.description);
        }
      }
    }
    for (const [model, schema] of Object.entries(document.components.schemas)) {
      expect([model, String(schema.description ?? '').trim().length > 3]).toEqual([model, true]);
      for (const [field, property] of Object.entries((schema as {properties: Record<string, {description?: string}>}).properties)) {
        expect([model, field, (property.description ?? '').trim().length > 3]).toEqual([model, field, true]);
        texts.push(property.description ?? '');
      }
    }
    // Polish, not English notes copied over: diacritics across the set, and no surface note verbatim.
    expect(texts.filter((text) => POLISH_LETTERS.test(text)).length).toBeGreaterThan(texts.length / 4);
    const notes = new Set(
      apiSurface.operations
        .flatMap((operation) => [operation.summary, ...operation.params.map((param) => param.description)])
        .filter((note) => note.length > 12),
    );
    expect(texts.filter((text) => notes.has(text))).toEqual([]);
  });

  test('recurring parameters share one text', () => {
    for (const name of ['pageSize', 'pageNumber', 'fields']) {
      const descriptions = new Set(
        Object.values(document.paths).flatMap((operations) =>
          Object.values(operations).flatMap((operation) =>
            (operation.parameters ?? []).filter((parameter) => parameter.name === name).map((parameter) => parameter.description),
          ),
        ),
      );
      expect([name, descriptions.size]).toEqual([name, 1]);
    }
    expect(parameterText(apiTexts, 'InstancesGet', 'pageSize')).toBe(apiTexts.sharedParameters.pageSize);
  });

  test('orderBy names the values the surface allows for that call', () => {
    const orderBy = document.paths['/instances'].get.parameters?.find((parameter) => parameter.name === 'orderBy');
    expect(orderBy?.description).toContain('`Type`, `Status`, `CreationDate`, `Name`');
  });

  test('a field text can differ per model, with a default for the others', () => {
    expect(fieldText(apiTexts.fields, 'Ticket', 'Id')).toContain('ticketu');
    expect(fieldText(apiTexts.fields, 'NamedResource', 'Id')).toBe((apiTexts.fields.Id as Record<string, string>)['*']);
    expect(fieldText(apiTexts.fields, 'HealthCheckTcp', 'Name')).toBe(
      fieldText(apiTexts.fields, 'CreateUpdateHealthCheckTcpCommand', 'Name'),
    );
  });
});

describe('missing or stale text fails the build with a message naming it', () => {
  test('a missing operation text', () => {
    const texts = textsWith((copy) => delete copy.operations.DisksChangeTier);
    expect(() => assertTexts(apiSurface, texts, catalogue, 'plugins/api-reference/data')).toThrow(
      /plugins\/api-reference\/data[\s\S]*operation DisksChangeTier \(POST \/disks\/\{id\}\/change_tier_ticket\) has no Polish summary/,
    );
    // The engine refuses too, so nothing can build an undescribed document.
    expect(() => buildDocument({texts})).toThrow(/DisksChangeTier/);
  });

  test('a missing parameter text', () => {
    const texts = textsWith((copy) => {
      copy.operations.DisksChangeTier = {...apiTexts.operations.DisksChangeTier, params: {id: 'Identyfikator dysku.'}};
    });
    expect(() => assertTexts(apiSurface, texts, catalogue, 'data')).toThrow(/parameter "tierId" \(query\) of operation DisksChangeTier/);
  });

  test('a missing field or model text, or a field text for one model only', () => {
    const texts = textsWith((copy) => {
      copy.fields.Progress = '';
      delete copy.models.Ticket;
      copy.fields.CloneType = {SomeOtherModel: 'Typ.'};
    });
    const problems = findTextProblems(apiSurface, texts, catalogue);
    expect(problems).toContain('field Ticket.Progress (int32) has no Polish description');
    expect(problems).toContain('model Ticket has no Polish description');
    expect(problems).toContain('field CloneInstanceCommand.CloneType (int32) has no Polish description');
    expect(problems).toContain('text for field SomeOtherModel.CloneType, which that model does not have');
  });

  test('stale texts, wrong orderBy values and unknown dictionary targets', () => {
    const texts = textsWith((copy) => {
      copy.operations.InstancesGetNothing = {summary: 'Nic'};
      copy.operations.InstancesGet = {...apiTexts.operations.InstancesGet, orderBy: ['Name']};
      copy.fields.NoSuchField = 'Pole.';
      copy.dictionaries['Instance.NoSuchField'] = {dictionary: 12};
      copy.dictionaries['Instance.Status'] = {valueSet: 'NoSuchSet'};
    });
    expect(findTextProblems(apiSurface, texts, catalogue)).toEqual(
      expect.arrayContaining([
        'text for operation InstancesGetNothing, which the surface does not have',
        'operation InstancesGet (GET /instances): orderBy values are [Name], the surface lists [Type, Status, CreationDate, Name]',
        'text for field "NoSuchField", which no model has',
        'dictionary for "Instance.NoSuchField", which is neither a model field nor a parameter of the surface',
        'dictionary for "Instance.Status" names value set "NoSuchSet", which the dictionaries page does not have',
      ]),
    );
  });

  test('a dictionary link of another shape than {dictionary: id} or {valueSet: key}', () => {
    const texts = textsWith((copy) => {
      copy.dictionaries['Instance.Status'] = {dictionary: '27'};
      copy.dictionaries['Ticket.Status'] = {dictionry: 40};
      copy.dictionaries['Export.Status'] = {dictionary: 121, valueSet: 'CloneType'};
    });
    expect(findTextProblems(apiSurface, texts, catalogue)).toEqual([
      'dictionary for "Instance.Status" must be {"dictionary": <id>} or {"valueSet": "<field>"} (got {"dictionary":"27"})',
      'dictionary for "Ticket.Status" must be {"dictionary": <id>} or {"valueSet": "<field>"} (got {"dictionry":40})',
      'dictionary for "Export.Status" must be {"dictionary": <id>} or {"valueSet": "<field>"} (got {"dictionary":121,"valueSet":"CloneType"})',
    ]);
  });

  test('a missing tag text', () => {
    const texts = textsWith((copy) => delete copy.tags.Watch);
    expect(() => buildDocument({...buildInput(), texts})).toThrow(/tag "Watch" of operation WatchGetHealthChecks/);
  });
});
