/** @jest-environment jsdom */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {errors} from '../data/errors';
import ErrorCatalogue from '../theme/ErrorCatalogue';
import ErrorCode from '../theme/ErrorCode';
import {routerDouble} from '../../../tests/unit/mocks/router';
import {brokenLinksDouble} from '../../../tests/unit/mocks/useBrokenLinks';

// Router, data module and broken-link collector: the shared doubles (jest.config.mjs).
const {location} = routerDouble;

beforeEach(() => {
  routerDouble.reset({pathname: '/pl/docs/services/api/kody-bledow/'});
  brokenLinksDouble.collectAnchor.mockClear();
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const search = () => screen.getByRole('searchbox', {name: 'Szukaj w katalogu'});
const areaSelect = () => screen.getByRole('combobox', {name: 'Obszar'});
const status = () => screen.getByRole('status');

describe('<ErrorCatalogue />', () => {
  it('renders every entry as a row with a stable, focusable anchor', () => {
    render(<ErrorCatalogue />);
    expect(bodyRows().map((row) => row.id)).toEqual(errors.map((error) => `blad-${error.id}`));
    for (const row of bodyRows()) expect(row).toHaveAttribute('tabindex', '-1');
    expect(status()).toHaveTextContent(`Wyświetlane wpisy: ${errors.length} z ${errors.length}.`);
  });

  it.each(errors.map((error) => [error.id, error] as const))('entry %s links to its own anchor and reports it', (id, error) => {
    const {container} = render(<ErrorCatalogue />);
    const row = container.querySelector(`#blad-${id}`) as HTMLElement;
    const permalink = within(row).getAllByRole('link')[0];
    expect(permalink).toHaveAttribute('href', `#blad-${id}`);
    expect(permalink).toHaveTextContent(error.title);
    expect(row).toHaveTextContent(error.meaning);
    expect(row).toHaveTextContent(error.action);
    expect(brokenLinksDouble.collectAnchor).toHaveBeenCalledWith(`blad-${id}`);
  });

  it("filters by free text without diacritics: 'platnosc' finds 'płatność'", () => {
    render(<ErrorCatalogue />);
    fireEvent.change(search(), {target: {value: 'platnosc'}});
    const titles = bodyRows().map((row) => row.querySelector('th')?.textContent ?? '');
    expect(titles.some((title) => title.includes('Nieudana płatność automatyczna'))).toBe(true);
    expect(titles.every((title) => !title.includes('Konflikt biznesowy'))).toBe(true);
    expect(status()).toHaveTextContent(`Wyświetlane wpisy: ${bodyRows().length} z ${errors.length}.`);
  });

  it('filters by area and combines it with the text', () => {
    render(<ErrorCatalogue />);
    fireEvent.change(areaSelect(), {target: {value: 'otm'}});
    expect(bodyRows().map((row) => row.id)).toEqual(['blad-otm-domena-niezweryfikowana']);
    fireEvent.change(areaSelect(), {target: {value: 'billing'}});
    fireEvent.change(search(), {target: {value: 'SNAPSHOT'}});
    expect(bodyRows().map((row) => row.id)).toEqual(['blad-rozliczenia-nagly-wzrost-kosztow']);
  });

  it('shows the entry counts per area in the select', () => {
    render(<ErrorCatalogue />);
    const options = within(areaSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe(`Wszystkie obszary (${errors.length})`);
    expect(options).toContain('Strona dokumentacji (2)');
  });

  it('says so when nothing matches, and the reset button brings every entry back', () => {
    render(<ErrorCatalogue />);
    fireEvent.change(search(), {target: {value: 'nie ma takiego wpisu'}});
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Żaden wpis nie pasuje do filtrów/)).toBeInTheDocument();
    expect(status()).toHaveTextContent(`Wyświetlane wpisy: 0 z ${errors.length}.`);
    fireEvent.click(screen.getByRole('button', {name: 'Wyczyść filtry'}));
    expect(bodyRows()).toHaveLength(errors.length);
    expect(search()).toHaveValue('');
  });

  it('highlights and focuses the entry named in the URL hash, with a text badge', () => {
    location.hash = '#blad-oci-snapshoty';
    const {container} = render(<ErrorCatalogue />);
    const row = container.querySelector('#blad-oci-snapshoty') as HTMLElement;
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row).getByText('wskazany w adresie strony')).toBeInTheDocument();
    expect(document.activeElement).toBe(row);
    expect(container.querySelectorAll('[data-highlighted]')).toHaveLength(1);
  });

  it('clears a filter that hides the entry the hash points to', () => {
    const {rerender, container} = render(<ErrorCatalogue />);
    fireEvent.change(areaSelect(), {target: {value: 'otm'}});
    expect(container.querySelector('#blad-409')).toBeNull();
    location.hash = '#blad-409';
    act(() => rerender(<ErrorCatalogue />));
    expect(container.querySelector('#blad-409')).toHaveAttribute('data-highlighted', 'true');
    expect(areaSelect()).toHaveValue('all');
  });

  it('wraps the table in a labelled, keyboard-reachable scrolling region', () => {
    render(<ErrorCatalogue />);
    expect(screen.getByRole('region', {name: 'Kody odpowiedzi i sytuacje błędów'})).toHaveAttribute('tabindex', '0');
  });
});

describe('<ErrorCode />', () => {
  it('shows the code and its meaning and links to the catalogue entry', () => {
    render(<ErrorCode code={409} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('409 Konflikt biznesowy');
    expect(link).toHaveAttribute('href', '/services/api/kody-bledow/#blad-409');
  });

  it('links an entry without a code by its id', () => {
    render(<ErrorCode id="oci-snapshoty" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/services/api/kody-bledow/#blad-oci-snapshoty');
  });

  it.each([200, 201, 204, 400, 401, 402, 403, 404, 409, 429, 500])('knows HTTP code %i', (code) => {
    render(<ErrorCode code={code} />);
    expect(screen.getByRole('link')).toHaveTextContent(String(code));
  });

  it('fails loudly on a code the catalogue does not have', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ErrorCode code={418} />)).toThrow(/no such entry/);
  });
});
