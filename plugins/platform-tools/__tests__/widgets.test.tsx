/** @jest-environment jsdom */
import {TextDecoder, TextEncoder} from 'node:util';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {parse} from 'yaml';
import InstanceRequestBuilder from '../theme/InstanceRequestBuilder';
import PaymentsCalculator from '../theme/PaymentsCalculator';
import KubernetesManifests from '../theme/KubernetesManifests';
import TrafficManagerRecordCheck from '../theme/TrafficManagerRecordCheck';
import {defaultSiteSettings} from '../../../src/siteSettings';
import {encodeInitScript} from '../src/base64';

const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
beforeAll(() => {
  // jsdom lacks the encoders every browser has; the builder's base64 uses them.
  Object.assign(globalThis, {TextEncoder, TextDecoder});
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
});
beforeEach(() => writeText.mockClear());

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), {target: {value}});
/** The error tied to a control through aria-describedby. */
const errorOf = (name: string) => {
  const ids = (field(name).getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.hasAttribute('data-field-error'))?.textContent ?? '';
};
const output = () => document.querySelector('[role="tabpanel"]:not([hidden]) [data-tool-output]')?.textContent ?? '';

describe('<InstanceRequestBuilder />', () => {
  it('offers published ids by name and waits for the template id, which is not published', () => {
    render(<InstanceRequestBuilder />);
    expect(within(field('TypeId') as unknown as HTMLElement).getByRole('option', {name: 'v1.standard-2.2 (34)'})).toHaveProperty(
      'selected',
      true,
    );
    expect(
      within(field('DiskClass') as unknown as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Tier-5 (896)');
    expect(screen.getByLabelText('Szablon (TemplateId) (wymagane przez API)')).toBe(field('TemplateId'));
    expect(screen.getByText(/GET \/templates/)).toBeInTheDocument();
    expect(document.querySelector('[data-tool-waiting]')).toHaveTextContent('Do uzupełnienia lub poprawy: TemplateId.');
  });

  it('writes the request as JSON, curl and Terraform once every field is valid', () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    expect(JSON.parse(output())).toEqual({
      InstanceName: 'Serwer testowy 1',
      TypeId: 34,
      TemplateId: 1187,
      SubregionId: 1,
      DiskClass: 48,
      DiskSize: 20,
      AuthorizationMethodId: 1399,
      InstancesCount: 1,
    });
    fireEvent.click(screen.getByRole('tab', {name: 'curl'}));
    expect(output()).toContain(`"${defaultSiteSettings.apiHostWaw}/services/instances"`);
    fireEvent.change(screen.getByLabelText('Region (adres API)'), {target: {value: 'krk'}});
    // No Kraków subregion id is published: the Warsaw ones are gone and the reader types the id.
    expect(field('SubregionId')).toBeNull();
    expect(document.querySelector('[data-tool-waiting]')).toHaveTextContent('SubregionId');
    type('SubregionId-other', '12');
    fireEvent.click(screen.getByRole('tab', {name: 'curl'}));
    expect(output()).toContain(`"${defaultSiteSettings.apiHostKrk}/services/instances"`);
    fireEvent.click(screen.getByRole('tab', {name: 'Terraform'}));
    const name = defaultSiteSettings.terraformProviderName;
    expect(output()).toContain(`resource "${name}_instance" "maszyna"`);
    expect(output()).toContain(`source  = "${defaultSiteSettings.terraformProviderSource}"`);
    expect(output()).toContain('subregion_id            = 12');
    fireEvent.change(screen.getByLabelText('Linia dostawcy Terraform'), {target: {value: '0.4.0'}});
    expect(output()).toContain(`resource "${name}_oci" "maszyna"`);
    expect(output()).toContain(`api_url      = "${defaultSiteSettings.apiHostKrk}/services"`);
    fireEvent.change(screen.getByLabelText('Region (adres API)'), {target: {value: 'waw'}});
    expect((field('SubregionId') as unknown as HTMLSelectElement).value).toBe('1');
  });

  it('shows the Polish problem next to its field and holds the request back', () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    type('DiskSize', '301');
    expect(field('DiskSize')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('DiskSize')).toBe('⚠ Błąd: Pojemność dysku (DiskSize) to liczba całkowita od 5 do 300 GB.');
    expect(document.querySelector('[data-tool-output]')).toBeNull();
    type('DiskSize', '300');
    expect(errorOf('DiskSize')).toBe('');
    type('InstanceName', 'serwer_www');
    expect(errorOf('InstanceName')).toContain('usuń: „_”');
  });

  it('asks for SSH key ids with the SSH keys method', () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    type('AuthorizationMethodId', '1398');
    expect(errorOf('SshKeysIds')).toContain('podaj co najmniej jeden identyfikator klucza');
    type('SshKeysIds', '3051, 3052');
    expect(JSON.parse(output()).SshKeysIds).toEqual([3051, 3052]);
  });

  it('lets the reader type an id that is not in the list', () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    type('TypeId', 'other');
    type('TypeId-other', 'abc');
    expect(errorOf('TypeId-other')).toContain('Typ maszyny (TypeId): podaj identyfikator');
    type('TypeId-other', '1268');
    expect(JSON.parse(output()).TypeId).toBe(1268);
  });

  it('encodes the init script, recognises pasted base64 and sends it unchanged when told so', () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    type('InitScript', '#!/bin/bash\necho zażółć');
    expect(JSON.parse(output()).InitScript).toBe(encodeInitScript('#!/bin/bash\necho zażółć'));
    const encoded = encodeInitScript('echo gotowe');
    type('InitScript', encoded);
    expect(screen.getByText(/Ten tekst już wygląda na base64 \(po zdekodowaniu: „echo gotowe”\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Wklejony tekst jest już zakodowany w base64'));
    expect(JSON.parse(output()).InitScript).toBe(encoded);
    type('InitScript', 'to nie jest base64');
    expect(errorOf('InitScript')).toContain('musi być zakodowany w base64');
  });

  it('copies the request and says so', async () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Kopiuj JSON'}));
    });
    expect(writeText).toHaveBeenCalledWith(output());
    expect(screen.getByText('Skopiowano do schowka.')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Żądanie spełnia reguły/)).toHaveAttribute('role', 'status');
  });

  it('moves between the tabs with the arrow keys', () => {
    render(<InstanceRequestBuilder />);
    type('TemplateId', '1187');
    const json = screen.getByRole('tab', {name: 'JSON'});
    json.focus();
    fireEvent.keyDown(json, {key: 'ArrowRight'});
    expect(screen.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(screen.getByRole('tab', {name: 'curl'}));
    fireEvent.keyDown(document.activeElement!, {key: 'End'});
    expect(screen.getByRole('tab', {name: 'Terraform'})).toHaveAttribute('aria-selected', 'true');
  });
});

describe('<PaymentsCalculator />', () => {
  const outcome = (key: string) => document.querySelector(`[data-outcome="${key}"]`)?.textContent ?? '';

  it('gives the minimums below the threshold, each with its rule', () => {
    render(<PaymentsCalculator />);
    expect(outcome('card')).toMatch(/^Najmniejsze doładowanie kartą: 250 PLN.*nie przekracza progu 500 PLN/);
    expect(outcome('transfer')).toContain('50 PLN');
    expect(outcome('automatic')).toContain('jeszcze nie można włączyć');
    expect(outcome('charge')).toContain('karta nie zostanie jeszcze obciążona');
  });

  it('follows the threshold on both sides and the currency', () => {
    render(<PaymentsCalculator />);
    type('totalPayments', '500');
    expect(outcome('card')).toContain('250 PLN');
    type('totalPayments', '500,01');
    expect(outcome('card')).toMatch(/: 50 PLN.*przekracza próg 500 PLN/);
    expect(outcome('automatic')).toContain('można włączyć');
    type('currency', 'USD');
    type('totalPayments', '1000');
    expect(outcome('card')).toContain('1000 USD');
    expect(outcome('transfer')).toContain('70 USD');
  });

  it('opens automatic payments to postpaid and applies the charge rule to prepaid only', () => {
    render(<PaymentsCalculator />);
    fireEvent.click(screen.getByLabelText('postpaid'));
    expect(outcome('automatic')).toMatch(/: można włączyć/);
    expect(outcome('charge')).toBe('');
    fireEvent.click(screen.getByLabelText('prepaid'));
    type('usage', '400');
    expect(outcome('charge')).toContain('karta zostanie obciążona');
    type('usage', '50,01');
    expect(outcome('charge')).toContain('nie zostanie');
    fireEvent.click(screen.getByLabelText('Jest koniec miesiąca'));
    expect(outcome('charge')).toContain('karta zostanie obciążona');
  });

  it('shows a Polish error next to a bad amount instead of a result', () => {
    render(<PaymentsCalculator />);
    type('totalPayments', '-5');
    expect(errorOf('totalPayments')).toBe('⚠ Błąd: Suma wpłat: kwota nie może być ujemna.');
    expect(outcome('card')).toBe('');
    type('totalPayments', 'dużo');
    expect(errorOf('totalPayments')).toContain('podaj kwotę liczbą');
  });

  it('copies the answer', async () => {
    render(<PaymentsCalculator />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Kopiuj wynik'}));
    });
    expect(writeText.mock.calls[0][0]).toMatch(/^Najmniejsze doładowanie kartą: 250 PLN\./);
  });
});

describe('<KubernetesManifests />', () => {
  it('writes the storage class with the provisioner from the site settings and the claim, parsed back', () => {
    render(<KubernetesManifests part="storage" />);
    const [storageClass, claim] = (document.querySelector('[data-tool-output]')?.textContent ?? '')
      .split('---\n')
      .map((text) => parse(text));
    expect(storageClass).toMatchObject({
      kind: 'StorageClass',
      provisioner: defaultSiteSettings.kubernetesProvisioner,
      parameters: {tier: '2', fsType: 'ext4'},
      reclaimPolicy: 'Retain',
    });
    expect(claim).toMatchObject({
      kind: 'PersistentVolumeClaim',
      spec: {storageClassName: 'tier2-ext4', accessModes: ['ReadWriteOnce'], resources: {requests: {storage: '20Gi'}}},
    });
    type('tier', '5');
    expect(document.querySelector('[data-tool-output]')).toHaveTextContent('tier: "5"');
    expect(document.querySelector('[data-part="load-balancer"]')).toBeNull();
  });

  it('shows Polish errors next to a bad name and size', () => {
    render(<KubernetesManifests part="storage" />);
    type('name', 'Tier 2');
    type('size', '20');
    expect(errorOf('name')).toContain('Nazwa klasy pamięci: tylko małe litery');
    expect(errorOf('size')).toContain('Rozmiar „20” ma zły zapis');
    expect(document.querySelector('[data-tool-output]')).toBeNull();
  });

  it('checks the load balancer ports', () => {
    render(<KubernetesManifests part="load-balancer" />);
    expect(screen.getByText(/Ten układ portów load balancer przyjmie: 80, 443/)).toBeInTheDocument();
    expect(screen.getByText(/trwałości sesji IP i algorytmu RoundRobin/)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('SSL włączony (k44sSslEnabled)'));
    expect(errorOf('ports')).toContain('wymaga włączonego SSL');
    type('serviceType', 'any');
    expect(errorOf('ports')).toContain('dokładnie jeden element, a ma 2');
    type('ports', '8080');
    expect(errorOf('ports')).toBe('');
    expect(parse(document.querySelector('[data-tool-output]')?.textContent ?? '')).toEqual({
      ports: [{name: 'port-8080', protocol: 'TCP', port: 8080}],
    });
  });
});

describe('<TrafficManagerRecordCheck />', () => {
  it('accepts the defaults and copies a summary', async () => {
    render(<TrafficManagerRecordCheck />);
    expect(screen.getByText(/spełniają reguły OTM/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Kopiuj podsumowanie'}));
    });
    expect(writeText).toHaveBeenCalledWith(
      'Rekord www: nazwa poprawna. Monitor: sprawdzanie co 1 min, powiadomienia o awarii i o powrocie zaznaczone, powiadomienie natychmiast.',
    );
  });

  it('ties each problem to its field', () => {
    render(<TrafficManagerRecordCheck />);
    type('recordName', 'sklep_1');
    type('delay', '31');
    type('frequency', '0');
    fireEvent.click(screen.getByLabelText('Powiadomienie o powrocie do działania'));
    expect(errorOf('recordName')).toContain('usuń: „_”');
    expect(errorOf('delay')).toContain('0 (natychmiast) albo od 1 do 30 minut');
    expect(errorOf('frequency')).toContain('co najmniej 1 minuta');
    expect(screen.getByLabelText('Powiadomienie o powrocie do działania')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Do poprawienia: 4. Opis problemu jest pod każdym zaznaczonym polem.')).toBeInTheDocument();
    type('delay', '30');
    expect(errorOf('delay')).toBe('');
  });
});
