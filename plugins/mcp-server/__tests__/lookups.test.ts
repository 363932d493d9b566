import {routeOf} from '../src/routes';
import {findOperation, requestPath, type ApiOperation} from '../src/operations';
import {sectionsOf} from '../src/markdown';
import {createRateLimiter} from '../src/http';

const BASE = '/pl/docs/';

describe('routeOf', () => {
  it.each([
    ['https://docs.example.com/pl/docs/billing/faktury/', '/billing/faktury/'],
    ['https://docs.example.com/pl/docs/billing/faktury/?q=1#kiedy', '/billing/faktury/'],
    ['/pl/docs/billing/faktury', '/billing/faktury/'],
    ['/billing/faktury.html', '/billing/faktury/'],
    ['billing/faktury/index.html', '/billing/faktury/'],
    ['/pl/docs/billing/faktury/index.md', '/billing/faktury/'],
    ['/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/', '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/'],
    ['https://docs.example.com/pl/docs/', '/'],
    ['/pl/docs', '/'],
    ['/pl/docs/index.md', '/'],
    ['/', '/'],
  ])('%s → %s', (input, route) => {
    expect(routeOf(input, BASE)).toBe(route);
  });

  it.each(['/billing/<script>/', '/../../etc/passwd', '%E0%A4%A'])('refuses %s', (input) => {
    expect(routeOf(input, BASE)).toBeNull();
  });
});

const op = (method: string, path: string, operationId: string): ApiOperation => ({method, path, operation: {operationId, responses: {}}});
const operations = [
  op('GET', '/instances/{id}', 'InstancesGet'),
  op('DELETE', '/instances/{id}', 'InstancesDelete'),
  op('POST', '/instances/{id}/clone_ticket', 'InstancesClone'),
  op('GET', '/instances/{id}/disks', 'InstancesDisks'),
  op('GET', '/instances/{id}/{name}', 'InstancesAny'),
];

describe('findOperation', () => {
  it('finds an operation by its id in any case', () => {
    expect(findOperation(operations, 'instancesclone')).toMatchObject({
      kind: 'found',
      operation: {method: 'POST', path: '/instances/{id}/clone_ticket'},
    });
  });

  it.each([
    ['POST /instances/{id}/clone_ticket', 'InstancesClone'],
    ['post /services/instances/{id}/clone_ticket', 'InstancesClone'],
    ['POST https://pl1-api.example.com/services/instances/123/clone_ticket?x=1', 'InstancesClone'],
    ['GET /instances/7/disks', 'InstancesDisks'],
    ['/services/instances/7/disks', 'InstancesDisks'],
  ])('%s → %s', (input, id) => {
    const match = findOperation(operations, input);
    expect(match.kind === 'found' && match.operation.operation.operationId).toBe(id);
  });

  it('lists every method of a path given without one', () => {
    const match = findOperation(operations, '/instances/{id}');
    expect(match.kind === 'several' && match.operations.map((entry) => entry.method)).toEqual(['GET', 'DELETE']);
  });

  it.each(['Nieistnieje', 'PUT /instances/{id}', 'GET /nic/tu/nie/ma', ''])('finds nothing for %j', (input) => {
    expect(findOperation(operations, input).kind).toBe('none');
  });

  it('strips the host, the query and /services from a request path', () => {
    expect(requestPath('https://pl1-api.example.com/services/instances/1/?fields=id')).toBe('/instances/1');
  });
});

describe('sectionsOf', () => {
  it('splits at level-2 headings and ignores headings inside code', () => {
    const markdown = ['# Tytuł', '', 'wstęp', '', '## A', 'tekst', '```python', '## nie nagłówek', '```', '### A.1', '## B', 'koniec'].join(
      '\n',
    );
    expect(sectionsOf(markdown).map((section) => [section.heading, section.markdown.split('\n').length])).toEqual([
      ['A', 6],
      ['B', 2],
    ]);
  });
});

describe('createRateLimiter', () => {
  it('allows the limit per client per minute, then answers when to retry', () => {
    let now = 0;
    const allow = createRateLimiter(2, () => now);
    expect([allow('a').allowed, allow('a').allowed, allow('b').allowed]).toEqual([true, true, true]);
    now = 15_000;
    expect(allow('a')).toEqual({allowed: false, retryAfterSeconds: 45});
    now = 60_000;
    expect(allow('a').allowed).toBe(true);
  });
});
