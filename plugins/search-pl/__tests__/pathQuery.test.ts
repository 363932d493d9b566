import {normalizePastedPath} from '../src/pathQuery';

describe('pasted request paths', () => {
  it.each([
    ['/instances/123/clone_ticket', '/instances/{id}/clone_ticket'],
    ['/services/instances/123/clone_ticket', '/instances/{id}/clone_ticket'],
    ['https://pl1-api.example.com/services/disks/42?fields=Name', '/disks/{id}'],
    ['/tickets/3f2504e0-4f89-11d3-9a0c-0305e82c3301', '/tickets/{id}'],
  ])('%s → %s', (pasted, expected) => {
    expect(normalizePastedPath(pasted)).toBe(expected);
  });

  it('leaves other queries alone', () => {
    expect(normalizePastedPath('faktura korygująca')).toBe('faktura korygująca');
    expect(normalizePastedPath('TCP/IP')).toBe('TCP/IP');
    expect(normalizePastedPath('/')).toBe('/');
  });
});
