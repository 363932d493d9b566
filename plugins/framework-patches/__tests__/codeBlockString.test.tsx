/** @jest-environment jsdom */
import {act, render} from '@testing-library/react';
import CodeBlockString from '../theme/CodeBlock/Content/String';
import * as internals from '../client/themeInternals';

// theme-common's real block context and metadata (patch `theme-internals`), no stand-in: the layout
// reads the context, so a new metadata object on a re-render would render it again.

const layoutRenders = jest.fn();
jest.mock('@theme/CodeBlock/Layout', () => ({
  __esModule: true,
  default: function Layout() {
    const {metadata, wordWrap} = internals.useCodeBlockContext();
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
  view.rerender(<CodeBlockString className="language-bash">{'echo c'}</CodeBlockString>);
  expect(layoutRenders.mock.calls.at(-1)![0]).toMatchObject({code: 'echo c'});
});
