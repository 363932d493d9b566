import {useCallback, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '../../../client/themeInternals';
import Content from '@theme-init/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {appRootIsPrerendered, mayKeepServerHtml} from '../../../client/serverHtml';

type Props = WrapperProps<typeof ContentType>;

// Read once, when the chunk loads: before the first hydration this is the server's markup.
const prerendered = appRootIsPrerendered();

/**
 * While hydrating an element whose content comes from dangerouslySetInnerHTML, React leaves the
 * server's children in place; afterwards it rewrites them only when `__html` changes, and it
 * never does here.
 */
const KEEP_SERVER_CHILDREN = {__html: ''};

/**
 * The theme's code block body, wrapped (patch `code-block-server-lines`,
 * plugins/framework-patches/PATCHES.md). On a prerendered page the server already wrote every line
 * and token in the default colour mode's Prism colours, so during the first hydration the `<pre>`
 * keeps the server's lines instead of tokenizing the code again: the copy and wrap buttons still work, as they read the code from the block's
 * metadata and the DOM. Blocks rendered later (client navigation, dark mode, `docusaurus start`)
 * are the theme's own.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const hydrated = useIsBrowser();
  const [keepServerHtml, setKeepServerHtml] = useState(() =>
    mayKeepServerHtml({canUseDOM: ExecutionEnvironment.canUseDOM, prerendered, hydrated}),
  );
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const code = metadata.code;
  // The server's lines are those of the first code: a block whose code changes later (the API
  // reference's region switch) is drawn by the theme from then on.
  const [serverCode] = useState(code);

  // Had React rendered this part of the page afresh (after a hydration mismatch above it), there
  // would be no server lines to keep: the block is then drawn as the theme does, before paint.
  const keptPre = useCallback(
    (pre: HTMLPreElement | null) => {
      codeBlockRef.current = pre;
      if (pre && code !== '' && !pre.hasChildNodes()) setKeepServerHtml(false);
    },
    [codeBlockRef, code],
  );

  if (!keepServerHtml || code !== serverCode) return <Content {...props} />;
  // Attributes (class, Prism colours, tabindex) stay as the server wrote them: React does not
  // rewrite attributes while hydrating, and this element never gets new props afterwards.
  return <pre ref={keptPre} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />;
}
