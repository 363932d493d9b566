/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import Glossary from '../theme/Glossary';
import {glossary} from '../data/glossary';
import {compareTerms} from '../src/order';
import {brokenLinksDouble} from '../../../tests/unit/mocks/useBrokenLinks';

// The data module (the real glossary, checked against the real pages) and the broken-link
// collector are the shared doubles of jest.config.mjs.
const collectAnchor = brokenLinksDouble.collectAnchor;

beforeEach(() => collectAnchor.mockClear());

describe('<Glossary />', () => {
  it('renders every entry with its id as anchor, in Polish alphabetical order', () => {
    const {container} = render(<Glossary />);
    const headings = Array.from(container.querySelectorAll('article h3'));
    expect(headings.map((heading) => heading.id).sort()).toEqual(glossary.map((entry) => entry.id).sort());
    const shown = headings.map((heading) => heading.textContent ?? '');
    expect(shown).toEqual([...shown].sort(compareTerms));
    // Polish letters sit right after their base letter; code-point order would put them after z.
    const before = (a: string, b: string) => expect(shown.indexOf(a)).toBeLessThan(shown.indexOf(b));
    before('główny użytkownik', 'grupa główna');
    before('płatności automatyczne', 'podregion');
    before('słownik API', 'Smart Benefit');
    before('poświadczenia EC2', 'powiadomienie o zużyciu');
    before('weryfikacja domeny', 'węzeł master');
    before('ACL', 'administrator OCS');
  });

  it('registers every entry and letter anchor with the broken-link checker', () => {
    render(<Glossary />);
    const collected = collectAnchor.mock.calls.map(([anchor]) => anchor);
    expect(collected).toEqual(expect.arrayContaining(glossary.map((entry) => entry.id)));
    expect(collected).toContain('litera-a');
  });

  it('has a letter index whose links each lead to a letter heading holding its entries', () => {
    const {container} = render(<Glossary />);
    const index = screen.getByRole('navigation', {name: 'Indeks liter słowniczka'});
    const links = within(index).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
      expect(link).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Pojęcia na literę ${link.textContent} \\(\\d+\\)$`)));
    }
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(['A', 'K', 'P', 'W']));
  });

  it('shows aliases, English names, panel label, API field, Terraform attribute and page links of an entry', () => {
    const {container} = render(<Glossary />);
    const tier = within(container.querySelector('[data-glossary-entry="tier"]') as HTMLElement);
    expect(tier.getByRole('heading', {level: 3, name: 'tier'})).toHaveAttribute('id', 'tier');
    expect(tier.getByText('klasa dysku')).toBeInTheDocument();
    expect(tier.getByText('disk tier')).toHaveAttribute('lang', 'en');
    expect(tier.getByText('disk_class').tagName).toBe('CODE');
    expect(tier.getByRole('link', {name: 'Jak działają dyski OVS?'})).toHaveAttribute('href', '/pl/docs/faq/faq/dyski-ovs/');

    const client = within(container.querySelector('[data-glossary-entry="klient-api"]') as HTMLElement);
    expect(client.getByText('Zarządzaj kontem › Dostęp › Klient API')).toBeInTheDocument();
    expect(client.getByText('ClientId').tagName).toBe('CODE');
    expect(client.getByText('W panelu')).toBeInTheDocument();
    expect(client.queryByText('Atrybut Terraform')).toBeNull();
  });

  it('never shows the discouraged variants (they are for the terminology check)', () => {
    const {container} = render(<Glossary />);
    expect(container.textContent).not.toMatch(/collectora|obiektowa przestrzeń danych/);
  });
});
