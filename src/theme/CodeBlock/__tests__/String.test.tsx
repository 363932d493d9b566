/** @jest-environment jsdom */
import {createContext, useContext, useMemo, type ReactNode} from 'react';
import {act, render} from '@testing-library/react';
import CodeBlockString from '../Content/String';

// theme-common's internal module is ESM only: its block context and metadata, as 3.10 has them.
type Metadata = {code: string; language?: string; title?: string};
const mockContext = createContext<{metadata: Metadata; wordWrap: {codeBlockRef: {current: HTMLPreElement | null}}} | null>(null);
const mockCreateMetadata = jest.fn(({code, className, title}: {code: string; className?: string; title?: string}) => ({
  code: code.replace(/\n$/, ''),
  language: className?.replace(/^language-/, ''),
  title,
}));
jest.mock('@docusaurus/theme-common/internal', () => ({
  createCodeBlockMetadata: (params: never) => mockCreateMetadata(params),
  CodeBlockContextProvider: ({metadata, wordWrap, children}: {metadata: Metadata; wordWrap: never; children: ReactNode}) => {
    const value = useMemo(() => ({metadata, wordWrap}), [metadata, wordWrap]);
    return <mockContext.Provider value={value}>{children}</mockContext.Provider>;
  },
}));
const useCodeBlockContext = () => useContext(mockContext)!;

const layoutRenders = jest.fn();
jest.mock('@theme/CodeBlock/Layout', () => ({
  __esModule: true,
  default: function Layout() {
    const {metadata, wordWrap} = useCodeBlockContext();
    layoutRenders(metadata);
    return (
      <pre ref={wordWrap.codeBlockRef}>
        <code>{metadata.code}</code>
      </pre>
    );
  },
}));
// The site's theme config is one object for the whole session.
const mockThemeConfig = {prism: {magicComments: [], defaultLanguage: undefined}};
jest.mock('@docusaurus/theme-common', () => ({useThemeConfig: () => mockThemeConfig}));

beforeEach(() => {
  layoutRenders.mockClear();
  mockCreateMetadata.mockClear();
});

it('gives the layout the theme’s metadata of the block', async () => {
  render(
    <CodeBlockString className="language-bash" title="install.sh">
      {'echo a\n'}
    </CodeBlockString>,
  );
  await act(async () => {});
  expect(layoutRenders).toHaveBeenCalled();
  const metadata = layoutRenders.mock.calls.at(-1)![0];
  expect(metadata).toMatchObject({code: 'echo a', language: 'bash', title: 'install.sh'});
});

it('does not render the layout again when the block re-renders with the same props (hydration ending)', async () => {
  const view = render(<CodeBlockString className="language-bash">{'echo b'}</CodeBlockString>);
  await act(async () => {});
  const before = layoutRenders.mock.calls.length;
  view.rerender(<CodeBlockString className="language-bash">{'echo b'}</CodeBlockString>);
  await act(async () => {});
  expect(layoutRenders.mock.calls.length).toBe(before);
  expect(mockCreateMetadata).toHaveBeenCalledTimes(1);
  view.rerender(<CodeBlockString className="language-bash">{'echo c'}</CodeBlockString>);
  expect(layoutRenders.mock.calls.at(-1)![0]).toMatchObject({code: 'echo c'});
});
