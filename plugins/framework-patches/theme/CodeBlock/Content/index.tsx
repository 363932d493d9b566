import {useCallback, useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import siteConfig from '@generated/docusaurus.config';
import {useCodeBlockContext} from '../../../client/themeInternals';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {appRootIsPrerendered, mayKeepServerHtml} from '../../../client/serverHtml';
import {loadedThemeContent, loadOnFirstPress, loadThemeContent} from '../../../client/themeContent';
// The theme's own classes for the block body, so a block waiting for the highlighter has its size.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

// Read once, when the chunk loads: before the first hydration this is the server's markup.
const prerendered = appRootIsPrerendered();

// The highlighter starts loading now, beside the page's other chunks, where blocks will be drawn
// in the browser: for a reader whose colour mode is not the default one (every block is redrawn
// after hydration, theme/CodeBlock/index.tsx), and when this chunk arrives with a client
// navigation (the app has hydrated already). Elsewhere the reader's first press starts it.
const {defaultMode} = (siteConfig.themeConfig as {colorMode: {defaultMode: string}}).colorMode;
if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement;
  if (root.dataset.hasHydrated === 'true' || (prerendered && root.dataset.theme !== defaultMode))
    void loadThemeContent().catch(() => undefined);
  else loadOnFirstPress(window);
}

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
 * keeps the server's lines instead of tokenizing the code again: the copy and wrap buttons still
 * work, as they read the code from the block's metadata and the DOM. Blocks rendered later
 * (client navigation, dark mode, a changed code, `docusaurus start`) are the theme's own, whose
 * code (Prism) loads then (client/themeContent.ts); until it has, they show their lines unhighlighted.
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
  const drawn = !keepServerHtml || code !== serverCode;
  const [Content, setContent] = useState(loadedThemeContent);

  useEffect(() => {
    if (!drawn || Content) return undefined;
    let active = true;
    loadThemeContent()
      .then((loaded) => {
        if (active) setContent(() => loaded);
      })
      // Offline after a client navigation: the lines stay readable, unhighlighted.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [drawn, Content]);

  // Had React rendered this part of the page afresh (after a hydration mismatch above it), there
  // would be no server lines to keep: the block is then drawn as the theme does, before paint.
  const keptPre = useCallback(
    (pre: HTMLPreElement | null) => {
      codeBlockRef.current = pre;
      if (pre && code !== '' && !pre.hasChildNodes()) setKeepServerHtml(false);
    },
    [codeBlockRef, code],
  );

  if (drawn) {
    if (Content) return <Content {...props} />;
    return (
      <pre ref={codeBlockRef} tabIndex={0} className={`${props.className ?? ''} ${themeStyles.codeBlock} thin-scrollbar`}>
        <code className={themeStyles.codeBlockLines}>
          {code.split('\n').map((line, index) => (
            <span key={index} className="token-line">
              {line}
              <br />
            </span>
          ))}
        </code>
      </pre>
    );
  }
  // Attributes (class, Prism colours, tabindex) stay as the server wrote them: React does not
  // rewrite attributes while hydrating, and this element never gets new props afterwards.
  return <pre ref={keptPre} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />;
}
