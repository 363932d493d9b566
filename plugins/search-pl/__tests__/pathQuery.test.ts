import {documentedIdentifier, documentedPath, normalizePastedPath, pastedApiPath, pastedIdentifier} from '../src/pathQuery';

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

describe('the operation a path names', () => {
  it('reads a pasted path and a documented one alike', () => {
    expect(pastedApiPath('/services/instances/7/clone_ticket')).toBe('/instances/{id}/clone_ticket');
    expect(documentedPath('POST /instances/{id}/clone_ticket · operacja InstancesClone')).toBe('/instances/{id}/clone_ticket');
  });

  it('finds no path in words, a single segment or prose', () => {
    expect(pastedApiPath('klonowanie maszyny')).toBeNull();
    expect(pastedApiPath('/instances')).toBeNull();
    expect(documentedPath('Wywołanie POST /instances tworzy maszynę.')).toBeNull();
  });
});

describe('pasted type names', () => {
  it('reads a Terraform type name, bare or quoted, and the heading that documents it', () => {
    expect(pastedIdentifier('example_instance')).toBe('example_instance');
    expect(pastedIdentifier(' "Example_Load_Balancer" ')).toBe('example_load_balancer');
    expect(pastedIdentifier('example instance')).toBeNull();
    expect(pastedIdentifier('tier-3')).toBeNull();
    expect(pastedIdentifier('/instances/1/clone_ticket')).toBeNull();
    expect(documentedIdentifier('example_oks_node')).toBe('example_oks_node');
    expect(documentedIdentifier('Blok timeouts')).toBeNull();
  });
});
