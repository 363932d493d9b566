/** @jest-environment jsdom */
import {fireEvent, render, screen, within} from '@testing-library/react';
import {dictionaryData} from '../data/dictionaries';
import DictionaryIndex from '../theme/DictionaryIndex';
import DictionaryTable from '../theme/DictionaryTable';
import {routerDouble} from '../../../tests/unit/mocks/router';
import {brokenLinksDouble} from '../../../tests/unit/mocks/useBrokenLinks';

// Router, data module, code block and broken-link collector: the shared doubles (jest.config.mjs).
const {location, history} = routerDouble;

beforeEach(() => {
  routerDouble.reset({pathname: '/pl/docs/services/api/slowniki/'});
  brokenLinksDouble.collectAnchor.mockClear();
});

describe('<DictionaryTable id={N} />', () => {
  it.each(dictionaryData.dictionaries.map((dictionary) => [dictionary.id, dictionary] as const))(
    'renders dictionary %i with its anchor, purpose, call, curl example and the live-list note',
    (id, dictionary) => {
      const {container} = render(<DictionaryTable id={id} />);
      const block = container.querySelector(`section#slownik-${id}`);
      expect(block).not.toBeNull();
      expect(block).toHaveAttribute('tabindex', '-1');
      expect(brokenLinksDouble.collectAnchor).toHaveBeenCalledWith(`slownik-${id}`);
      expect(screen.getByText(`Słownik ${id}: ${dictionary.name}`)).toHaveAttribute('href', `#slownik-${id}`);
      expect(screen.getByText(dictionary.purpose)).toBeInTheDocument();
      expect(screen.getByText(`GET /dictionaries/${id}`)).toBeInTheDocument();
      expect(container.querySelector('pre[data-language="bash"]')).toHaveTextContent(
        `curl -H "Authorization: Bearer $ACCESS_TOKEN" \\ -H "Accept: application/json" \\ https://pl1-api.example.com/services/dictionaries/${id}`,
      );
      expect(screen.getByText(/w PL-2-KRK użyj hosta https:\/\/pl2-api\.example\.com/)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`z identyfikatorami zwraca API \\(GET /dictionaries/${id}\\)`))).toBeInTheDocument();
    },
  );

  it('shows the documented items and "nie opublikowano" for ids the spec does not give', () => {
    render(<DictionaryTable id={40} />);
    const table = screen.getByRole('table', {name: 'Elementy słownika 40 opisane w dokumentacji'});
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('nie opublikowano');
    expect(within(row as HTMLElement).getByText('Uruchomiona')).toBeInTheDocument();
  });

  it('shows the published machine types with their ids', () => {
    render(<DictionaryTable id={12} />);
    expect(screen.getByText('v1.standard-2.2')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[0]).toBe('IdEtykietaZnaczenie');
    expect(rows[1]).toContain('1047');
    expect(rows[1]).toContain('v1.standard-1.05');
    expect(rows.at(-1)).toContain('High memory');
  });

  it('explains a dictionary without documented items instead of an empty table', () => {
    render(<DictionaryTable id={27} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Etykiety i identyfikatory statusów maszyn pobierz/)).toBeInTheDocument();
  });

  it('wraps the table in a labelled, keyboard-reachable scrolling region', () => {
    render(<DictionaryTable id={17} />);
    const region = screen.getByRole('region', {name: 'Elementy słownika 17 opisane w dokumentacji'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('row')).toHaveLength(6);
  });

  it('highlights the dictionary named in the URL hash, with a text badge', () => {
    location.hash = '#slownik-40';
    const {container} = render(
      <>
        <DictionaryTable id={40} />
        <DictionaryTable id={121} />
      </>,
    );
    expect(container.querySelector('#slownik-40')).toHaveAttribute('data-highlighted', 'true');
    expect(container.querySelector('#slownik-121')).not.toHaveAttribute('data-highlighted');
    expect(within(container.querySelector('#slownik-40') as HTMLElement).getByText('wskazany w adresie strony')).toBeInTheDocument();
  });

  it('fails loudly on an unknown dictionary', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DictionaryTable id={99} />)).toThrow(/no such dictionary/);
  });
});

describe('<DictionaryTable field="…" />', () => {
  it('renders the CloneType values without an empty label column', () => {
    const {container} = render(<DictionaryTable field="CloneType" />);
    expect(container.querySelector('section#wartosci-clonetype')).not.toBeNull();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['IdZnaczenie', '869Nowa konfiguracja.', '870Bieżąca konfiguracja.']);
  });

  it('renders the SubregionId values with their labels', () => {
    render(<DictionaryTable field="SubregionId" />);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(
      [1, 4, 5, 6, 7].map(
        (id, index) =>
          `${id}PL-00${index + 1}Podregion PL-00${index + 1} regionu PL-1-WAW (Warszawa); w opisie wywołania klonowania zapisany inaczej: PL0${index + 1}.`,
      ),
    );
  });
});

describe('<DictionaryIndex />', () => {
  // The rows are static markup: the links carry the base URL as <Link> writes it in the build.
  it('links every dictionary and value set to its block on the dictionaries page', () => {
    render(<DictionaryIndex />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/pl/docs/services/api/slowniki/#slownik-12',
      '/pl/docs/services/api/slowniki/#slownik-17',
      '/pl/docs/services/api/slowniki/#slownik-27',
      '/pl/docs/services/api/slowniki/#slownik-40',
      '/pl/docs/services/api/slowniki/#slownik-121',
      ...[11, 15, 16, 36, 52, 55, 56, 70, 77, 84, 92, 123, 140, 155, 159, 160, 162, 166, 167, 178, 182, 186, 301, 302].map(
        (id) => `/pl/docs/services/api/slowniki/#slownik-${id}`,
      ),
      '/pl/docs/services/api/slowniki/#wartosci-clonetype',
      '/pl/docs/services/api/slowniki/#wartosci-subregionid',
      '/pl/docs/services/api/slowniki/#wartosci-operationtype',
    ]);
    expect(screen.getByRole('table', {name: 'Spis słowników API i stałych wartości pól'})).toBeInTheDocument();
  });
});

describe('dictionaries filter', () => {
  it('narrows the index and the tables to what matches, keeps the query in ?q= and announces the count', () => {
    const {rerender} = render(
      <>
        <DictionaryIndex />
        <DictionaryTable id={12} />
        <DictionaryTable id={17} />
      </>,
    );
    const total = dictionaryData.dictionaries.length + dictionaryData.valueSets.length;
    expect(screen.getByRole('status')).toHaveTextContent(`${total} z ${total}`);
    fireEvent.change(screen.getByLabelText('Szukaj w słownikach'), {target: {value: 'TypeId'}});
    expect(history.replace).toHaveBeenLastCalledWith(expect.objectContaining({search: '?q=TypeId'}));
    rerender(
      <>
        <DictionaryIndex />
        <DictionaryTable id={12} />
        <DictionaryTable id={17} />
      </>,
    );
    expect(document.getElementById('slownik-12')).not.toBeNull();
    expect(document.getElementById('slownik-17')).toBeNull();
    expect(screen.getByRole('status').textContent).not.toContain(`${total} z ${total}`);
  });
});
