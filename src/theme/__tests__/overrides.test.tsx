/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import MDXComponents from '../MDXComponents';
import ErrorPageContent from '../ErrorPageContent';

// What the overrides of src/theme/README.md must keep doing; each test fails without its override.
// The theme's MDX map and Heading are the shared doubles (jest.config.mjs); the glossary term is not under test here.
jest.mock('@theme/GlossaryTerm', () => ({__esModule: true, default: () => null}));

describe('MDXComponents', () => {
  it('keeps the theme map and puts every Markdown table in a focusable, labelled scrolling box', () => {
    expect(MDXComponents.p).toBe('p');
    expect(MDXComponents.GlossaryTerm).toBeDefined();
    const Table = MDXComponents.table as (props: {children: ReactNode}) => ReactNode;
    render(
      <Table>
        <tbody>
          <tr>
            <td>x</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', {name: 'Tabela (przewijana w poziomie)'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('table')).not.toBeNull();
  });
});

describe('ErrorPageContent', () => {
  it('explains a failed chunk in Polish and retries by reloading the address', () => {
    const error = Object.assign(new Error('Loading chunk 12 failed. (missing: /pl/docs/assets/js/12.js)'), {name: 'ChunkLoadError'});
    const tryAgain = jest.fn();
    render(<ErrorPageContent error={error} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Nie udało się wczytać strony');
    expect(screen.getByRole('alert')).toHaveTextContent('Brakuje pliku strony');
    expect(screen.getByRole('button', {name: 'Spróbuj ponownie'})).toBeInTheDocument();
  });

  it('keeps the theme behaviour for any other error: render again', () => {
    const tryAgain = jest.fn();
    render(<ErrorPageContent error={new Error('boom')} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Nie udało się wyświetlić tej strony.');
    fireEvent.click(screen.getByRole('button', {name: 'Spróbuj ponownie'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });
});
