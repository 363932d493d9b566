import {dictionaryOptions, propertiesOf, refName, type RequestModel} from './model';
import {between, pick, seeded, type Random} from './random';
import type {ConsoleDictionaries, ConsoleDocument, DictionaryTarget, JsonSchema} from './types';
import {bodyProblems, type BuiltRequest} from './validate';

/**
 * The sandbox ("Tryb próbny"): answers in the browser from the OpenAPI document, with no token
 * and no request to the API. Bodies follow the answer schemas (dictionary ids where the
 * dictionaries page lists them, Polish-looking names), collections honour pageSize, pageNumber
 * and fields, operations that return a ticket start one that progresses when polled with
 * GET /tickets/{id}, and the scenarios the reader picks give the catalogue's error answers.
 * Seeded: the same seed and requests give the same answers.
 */

/** What the reader asks the sandbox to simulate. */
export type Scenario = 'ok' | 'no-token' | 'locked';

export interface SandboxRequest extends BuiltRequest {
  /** Whether the request carries a token (the sandbox itself needs none). */
  withToken: boolean;
  /** Whether that token is the sandbox's read-only one (grant.ts `sandboxTokenReadsOnly`). */
  readOnlyToken?: boolean;
}

export interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Always true: every sandbox answer says it is simulated. */
  simulated: true;
  note: string;
}

export const SIMULATED_NOTE = 'Odpowiedź symulowana w przeglądarce (tryb próbny): żądanie nie trafiło do API, a dane są przykładowe.';
/** Default page size of collections (services spec: "default first 50"). */
export const DEFAULT_PAGE_SIZE = 50;
/** Requests per minute per user (services spec). */
export const RATE_LIMIT = 400;
/** Progress a ticket reports at each poll: created at 0, then on each GET /tickets/{id}. */
export const TICKET_STEPS = [0, 35, 70, 100] as const;
/** Dictionary 40's label of a running ticket, as the spec shows it. */
export const TICKET_RUNNING = 'Uruchomiona';
/** The sandbox's label of a finished ticket; dictionary 40 lists the real ones (GET /dictionaries/40). */
export const TICKET_DONE = 'Zakończona';
/** The value the sandbox puts in ErrorCode of a 409; the real API names its business error there. */
export const LOCKED_ERROR_CODE = 'SANDBOX_INSTANCE_LOCKED';

/** Operations the "locked instance" scenario applies to: any change of one instance. */
export function lockable(model: Pick<RequestModel, 'method' | 'path'>): boolean {
  return model.method !== 'GET' && /^\/(beta\/)?instances\/\{id\}/.test(model.path);
}

/** The scenarios that make sense for an operation, the normal answer first. */
export function scenariosFor(model: RequestModel): Scenario[] {
  return ['ok', ...(model.needsToken ? (['no-token'] as const) : []), ...(lockable(model) ? (['locked'] as const) : [])];
}

const PLACES = ['Kraków', 'Gdańsk', 'Łódź', 'Poznań', 'Wrocław', 'Toruń', 'Białystok', 'Rzeszów'];
const ROLES = ['Serwer WWW', 'Baza danych', 'Kolejka zadań', 'Magazyn plików', 'Brama API', 'Zadania nocne', 'Księgowość', 'Sklep'];
const FIRST_NAMES = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Małgorzata', 'Paweł', 'Agnieszka', 'Michał'];
const LAST_NAMES = ['Nowak', 'Kowalczyk', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański'];
const ASCII: Readonly<Record<string, string>> = {ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z'};
/** Answers' dates count back from this instant, so they do not change from day to day. */
const BASE_TIME = Date.parse('2026-11-02T08:00:00Z');

function ascii(text: string): string {
  return text.toLowerCase().replace(/[ąćęłńóśźż]/g, (letter) => ASCII[letter]);
}

interface Ticket {
  id: number;
  polls: number;
  operation: string;
  objectId: number;
  objectName: string;
  created: number;
}

export class Sandbox {
  private readonly tickets = new Map<number, Ticket>();
  private requests = 0;

  constructor(
    private readonly document: ConsoleDocument,
    private readonly dictionaries: ConsoleDictionaries,
    private readonly seed = 'tryb-probny',
  ) {}

  send(model: RequestModel, request: SandboxRequest, scenario: Scenario = 'ok'): SandboxAnswer {
    this.requests += 1;
    const headers: Record<string, string> = {
      'X-Rate-Limit-Limit': String(RATE_LIMIT),
      'X-Rate-Limit-Remaining': String(Math.max(0, RATE_LIMIT - this.requests)),
      'X-Rate-Limit-Reset': String(60_000 - ((this.requests * 1_250) % 60_000)),
    };
    const answer = (status: number, body: unknown): SandboxAnswer => ({
      status,
      headers: body === null ? headers : {'Content-Type': 'application/json; charset=utf-8', ...headers},
      body,
      simulated: true,
      note: SIMULATED_NOTE,
    });
    if (model.needsToken && !request.withToken && scenario === 'no-token') return answer(401, null);
    // The API refuses every call that changes something when the token's scope allows reading only.
    if (request.readOnlyToken && model.method !== 'GET') return answer(403, null);
    if (model.bodyModel && request.body !== undefined) {
      const problems = bodyProblems(this.document, model.bodyModel, request.body);
      if (Object.keys(problems).length > 0) return answer(400, {Message: 'Żądanie jest nieprawidłowe.', ModelState: problems});
    }
    if (scenario === 'locked' && lockable(model)) {
      return answer(409, {
        ErrorCode: LOCKED_ERROR_CODE,
        Message: `Instancja ${request.pathParams.id} jest zablokowana przez trwającą operację; spróbuj ponownie po jej zakończeniu.`,
      });
    }
    if (model.answerModel === null) return answer(204, null);
    if (model.method === 'GET' && model.path === '/tickets/{id}') return answer(200, this.filtered(this.pollTicket(request), request));
    if (model.answerModel === 'Ticket' && model.method !== 'GET') return answer(200, this.startTicket(model, request));
    return answer(200, this.filtered(this.answerBody(model, request, scenario), request));
  }

  /** The ticket the sandbox started, one poll further, or a finished one for an id it did not start. */
  private pollTicket(request: SandboxRequest): Record<string, unknown> {
    const id = Number(request.pathParams.id);
    const ticket = this.tickets.get(id);
    if (!ticket) {
      const body = this.object('Ticket', seeded(`${this.seed}|ticket|${id}`), 0) as Record<string, unknown>;
      return {...body, Id: id, Progress: 100, Status: this.ticketStatus(true)};
    }
    ticket.polls = Math.min(ticket.polls + 1, TICKET_STEPS.length - 1);
    return this.ticketBody(ticket);
  }

  private startTicket(model: RequestModel, request: SandboxRequest): Record<string, unknown> {
    const random = seeded(`${this.seed}|${model.operationId}|ticket|${this.tickets.size}`);
    const id = 4_700_000 + this.tickets.size * 17 + between(random, 1, 16);
    const body = request.body ?? {};
    const name =
      typeof body.InstanceName === 'string' ? body.InstanceName : typeof body.Name === 'string' ? body.Name : this.instanceName(random);
    const ticket: Ticket = {
      id,
      polls: 0,
      operation: model.summary,
      objectId:
        request.pathParams.id !== undefined && /^\d+$/.test(request.pathParams.id)
          ? Number(request.pathParams.id)
          : between(random, 10_000, 99_999),
      objectName: name,
      created: BASE_TIME + this.tickets.size * 60_000,
    };
    this.tickets.set(id, ticket);
    return this.ticketBody(ticket);
  }

  private ticketStatus(done: boolean): Record<string, unknown> {
    return {Id: done ? 2 : 1, Label: done ? TICKET_DONE : TICKET_RUNNING};
  }

  private ticketBody(ticket: Ticket): Record<string, unknown> {
    const progress = TICKET_STEPS[ticket.polls];
    const done = progress === 100;
    return {
      Id: ticket.id,
      CreationDate: new Date(ticket.created).toISOString(),
      CreationUser: {Id: 1_204, Login: 'anna.nowak', FirstName: 'Anna', LastName: 'Nowak'},
      EndDate: done ? new Date(ticket.created + ticket.polls * 20_000).toISOString() : null,
      Status: this.ticketStatus(done),
      OperationType: {Id: null, Label: ticket.operation},
      ObjectId: ticket.objectId,
      ObjectType: {Id: null, Label: 'Instancja'},
      ObjectName: ticket.objectName,
      Progress: progress,
    };
  }

  private answerBody(model: RequestModel, request: SandboxRequest, scenario: Scenario): unknown {
    const answerModel = model.answerModel as string;
    const properties = propertiesOf(this.document, answerModel);
    const items = properties.Items as JsonSchema | undefined;
    const itemModel = items?.type === 'array' ? refName(items.items as JsonSchema) : null;
    if (itemModel && properties.Meta) return this.collection(model, itemModel, request);
    if (model.answerIsArray) {
      return Array.from({length: 3}, (_, index) => this.object(answerModel, seeded(`${this.seed}|${model.operationId}|${index}`), 0));
    }
    const pathId = request.pathParams.id;
    const body = this.object(answerModel, seeded(`${this.seed}|${answerModel}|${pathId ?? model.operationId}`), 0) as Record<
      string,
      unknown
    >;
    if (pathId !== undefined && /^\d+$/.test(pathId) && 'Id' in body) body.Id = Number(pathId);
    if (scenario === 'locked' && 'IsLocked' in body) body.IsLocked = true;
    // A create or update echoes what it was given.
    for (const [name, value] of Object.entries(request.body ?? {})) if (name in body) body[name] = value;
    return body;
  }

  private collection(model: RequestModel, itemModel: string, request: SandboxRequest): Record<string, unknown> {
    const query = new Map(request.query);
    const pageSize = Math.max(0, Number(query.get('pageSize') ?? DEFAULT_PAGE_SIZE));
    const pageNumber = Math.max(1, Number(query.get('pageNumber') ?? 1));
    const total = between(seeded(`${this.seed}|${model.operationId}|total`), 12, 140);
    const first = (pageNumber - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - first));
    const Items = Array.from({length: count}, (_, offset) => {
      const index = first + offset;
      const item = this.object(itemModel, seeded(`${this.seed}|${model.operationId}|${index}`), 0) as Record<string, unknown>;
      if ('Id' in item) item.Id = 10_000 + index * 37 + (hashOf(model.operationId) % 37);
      return item;
    });
    return {Items, Meta: {Total: total}};
  }

  /** Keeps only the fields the `fields` parameter names (of each item, in a collection). */
  private filtered(body: unknown, request: SandboxRequest): unknown {
    const fields = new Map(request.query).get('fields');
    if (!fields || typeof body !== 'object' || body === null) return body;
    const wanted = new Set(
      fields
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    );
    const keep = (value: unknown) =>
      typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([name]) => wanted.has(name.toLowerCase())))
        : value;
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.Items) && 'Meta' in record) return {...record, Items: record.Items.map(keep)};
    return Array.isArray(body) ? body.map(keep) : keep(body);
  }

  private instanceName(random: Random): string {
    return `${pick(random, ROLES)} ${pick(random, PLACES)} ${String(between(random, 1, 12)).padStart(2, '0')}`;
  }

  /** A value of a schema: objects field by field, nested models down to two levels. */
  private object(model: string, random: Random, depth: number): unknown {
    const result: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(propertiesOf(this.document, model))) {
      result[name] = this.value(name, schema, random, depth + 1);
    }
    return result;
  }

  private value(name: string, schema: JsonSchema, random: Random, depth: number): unknown {
    const model = refName(schema);
    const target = schema['x-dictionary'] as DictionaryTarget | undefined;
    if (model) {
      if (model === 'DictionaryItem') return this.dictionaryItem(target, random);
      if (depth > 2) return null;
      return this.object(model, random, depth);
    }
    if (schema.type === 'array') {
      if (depth > 2) return [];
      const items = schema.items as JsonSchema;
      return Array.from({length: between(random, 1, 2)}, () => this.value(name, items, random, depth + 1));
    }
    if (schema.type === 'integer') {
      if (target) return this.dictionaryId(target, random);
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      if (minimum !== undefined || maximum !== undefined) return between(random, minimum ?? 0, maximum ?? (minimum ?? 0) + 100);
      if (name === 'Progress') return 100;
      return /Id$|^Id/.test(name) ? between(random, 1_000, 99_999) : between(random, 1, 500);
    }
    if (schema.type === 'number') return Math.round(random() * 100_000) / 100;
    if (schema.type === 'boolean') return name === 'IsLocked' ? false : random() < 0.5;
    if (schema.type === 'string') return this.text(name, schema, random);
    return null;
  }

  private text(name: string, schema: JsonSchema, random: Random): string {
    if (schema.format === 'date-time')
      return new Date(BASE_TIME - between(random, 0, 400) * 86_400_000 - between(random, 0, 86_399) * 1000).toISOString();
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    if (name === 'FirstName') return first;
    if (name === 'LastName') return last;
    if (name === 'Login') return ascii(`${first}.${last}`);
    if (/mail/i.test(name)) return `${ascii(first)}.${ascii(last)}@example.com`;
    if (name === 'PrivateIpAddress') return `10.0.${between(random, 0, 255)}.${between(random, 2, 254)}`;
    // Documentation addresses (RFC 5737): realistic, and routed nowhere.
    if (/IpAddress|^Ip$|Address$/i.test(name)) return `192.0.2.${between(random, 2, 254)}`;
    if (/Name$|^Name|Label$/.test(name)) return this.instanceName(random);
    return `${ascii(pick(random, ROLES)).replace(/ /g, '-')}-${between(random, 1, 99)}`;
  }

  private dictionaryId(target: DictionaryTarget, random: Random): number {
    const {options} = dictionaryOptions(target, this.dictionaries);
    return options.length > 0 ? pick(random, options).id : between(random, 1, 999);
  }

  private dictionaryItem(target: DictionaryTarget | undefined, random: Random): Record<string, unknown> {
    const known = target ? dictionaryOptions(target, this.dictionaries) : {name: null, options: []};
    if (known.options.length > 0) {
      const option = pick(random, known.options);
      return {Id: option.id, Label: option.label, Dictionary: {Id: target?.kind === 'dictionary' ? Number(target.key) : null}};
    }
    const id = between(random, 1, 999);
    return {Id: id, Label: `Wartość ${id}`, Dictionary: {Id: target?.kind === 'dictionary' ? Number(target.key) : null}};
  }
}

function hashOf(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}
