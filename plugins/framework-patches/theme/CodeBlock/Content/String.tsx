import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '../../../client/themeInternals';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '../../../client/useCodeWordWrap';

/**
 * The theme's string code block (theme-classic 3.10), ejected to keep its re-renders off a phone's
 * main thread while a page hydrates (issue 21): the word-wrap state is client/useCodeWordWrap
 * (measured as a transition, no state change for blocks outside tabs), the block's metadata is
 * worked out once per set of props instead of on every render, and the layout element is the same
 * one each time, so a re-render of the block reaches only what reads its context, and only when
 * that context changes.
 */
export default function CodeBlockString({children, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useCodeWordWrap();
  const layout = useMemo(() => <CodeBlockLayout />, []);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {layout}
    </CodeBlockContextProvider>
  );
}
