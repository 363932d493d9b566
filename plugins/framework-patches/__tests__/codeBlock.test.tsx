/** @jest-environment jsdom */
import {useEffect} from 'react';
import {act, render, screen} from '@testing-library/react';
import CodeBlock from '../theme/CodeBlock';

const mockState = {isBrowser: false, colorMode: 'light', listeners: new Set<() => void>()};
const mounts: string[] = [];
const rendered = jest.fn();

function MockContent({children}: {children: unknown}) {
  rendered();
  useEffect(() => {
    mounts.push(String(children));
  }, [children]);
  return <pre data-testid="code">{typeof children === 'string' ? children : 'elements'}</pre>;
}

// A store, like Docusaurus' context: the block re-renders when hydration ends without new props.
jest.mock('@docusaurus/useIsBrowser', () => ({
  __esModule: true,
  default: () =>
    jest.requireActual<typeof import('react')>('react').useSyncExternalStore(
      (listener) => {
        mockState.listeners.add(listener);
        return () => mockState.listeners.delete(listener);
      },
      () => mockState.isBrowser,
    ),
}));
jest.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => ({colorMode: mockState.colorMode}),
  useThemeConfig: () => ({colorMode: {defaultMode: 'light'}}),
}));
jest.mock('@theme/CodeBlock/Content/String', () => ({__esModule: true, default: MockContent}));
jest.mock('@theme/CodeBlock/Content/Element', () => ({__esModule: true, default: () => <pre data-testid="code">elements</pre>}));

beforeEach(() => {
  mounts.length = 0;
  rendered.mockClear();
  mockState.isBrowser = false;
  mockState.colorMode = 'light';
});

it('keeps the server-rendered block after hydration in the default colour mode', () => {
  const {rerender} = render(<CodeBlock language="bash">{['echo ', 'a']}</CodeBlock>);
  expect(screen.getByTestId('code').textContent).toBe('echo a');
  mockState.isBrowser = true;
  rerender(<CodeBlock language="bash">{['echo ', 'a']}</CodeBlock>);
  expect(mounts).toEqual(['echo a']);
});

it('rebuilds the block in dark mode and again when the reader switches back', () => {
  mockState.colorMode = 'dark';
  const {rerender} = render(<CodeBlock language="bash">echo b</CodeBlock>);
  mockState.isBrowser = true;
  rerender(<CodeBlock language="bash">echo b</CodeBlock>);
  expect(mounts).toHaveLength(2);
  mockState.colorMode = 'light';
  rerender(<CodeBlock language="bash">echo b</CodeBlock>);
  expect(mounts).toHaveLength(3);
});

it('passes element children to the element renderer', () => {
  render(
    <CodeBlock>
      <span>x</span>
    </CodeBlock>,
  );
  expect(screen.getByTestId('code').textContent).toBe('elements');
});

it('skips an unchanged block when hydration ends in the default colour mode', () => {
  render(<CodeBlock language="bash">echo c</CodeBlock>);
  expect(rendered).toHaveBeenCalledTimes(1);
  act(() => {
    mockState.isBrowser = true;
    mockState.listeners.forEach((listener) => listener());
  });
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('code').textContent).toBe('echo c');
});

it('rebuilds the block when hydration ends in dark mode', () => {
  mockState.colorMode = 'dark';
  render(<CodeBlock language="bash">echo d</CodeBlock>);
  act(() => {
    mockState.isBrowser = true;
    mockState.listeners.forEach((listener) => listener());
  });
  expect(mounts).toEqual(['echo d', 'echo d']);
});
