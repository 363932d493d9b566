/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import MDXComponents from '../MDXComponents';
import ErrorPageContent from '../ErrorPageContent';

// What the overrides of src/theme/README.md must keep doing; each test fails without its override.
jest.mock('@theme-original/MDXComponents', () => ({__esModule: true, default: {p: 'p', table: 'table'}}), {virtual: true});
jest.mock('@theme/Heading', () => ({__esModule: true, default: ({as: Tag, children}: {as: 'h1'; children: ReactNode}) => <Tag>{children}</Tag>}), {virtual: true});

describe('MDXComponents', () => {
  it('keeps the theme map and puts every Markdown table in a focusable, labelled scrolling box', () => {
    expect(MDXComponents.p).toBe('p');
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

describe('MDXComponents/Code', () => {
  it('renders inline code at once and a code block through a lazily loaded CodeBlock (not part of every page)', async () => {
    jest.resetModules();
    jest.doMock('@theme/CodeInline', () => ({__esModule: true, default: ({children}: {children: ReactNode}) => <code data-inline="">{children}</code>}), {virtual: true});
    let loaded = false;
    jest.doMock(
      '@theme/CodeBlock',
      () => {
        loaded = true;
        return {__esModule: true, default: ({children}: {children: ReactNode}) => <pre data-block="">{children}</pre>};
      },
      {virtual: true},
    );
    const {default: Code} = await import('../MDXComponents/Code');
    const inline = render(<Code>{'npm test'}</Code>);
    expect(inline.container.querySelector('code[data-inline]')?.textContent).toBe('npm test');
    expect(loaded).toBe(false);
    const block = render(<Code className="language-bash">{'echo a\necho b\n'}</Code>);
    expect(await screen.findByText(/echo a/, {selector: 'pre[data-block]'})).toBeInTheDocument();
    expect(loaded).toBe(true);
    block.unmount();
  });
});
