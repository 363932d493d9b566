import {Children, isValidElement, useMemo, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import useReaderCode from '@theme/useReaderCode';
import type {Props} from '@theme/CodeBlock';

/** The theme's own rule: plain-string children become one string, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock, ejected for one change (patch `code-block-colour-mode`,
 * plugins/framework-patches/PATCHES.md). The server renders code in the default colour mode's
 * Prism theme, as inline styles hydration would not update, so the theme rebuilds every block
 * after hydration; here a block is rebuilt only when the reader's colour mode differs from the
 * default one, the only case where its styles are wrong.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const renderedAs = isBrowser && colorMode !== defaultMode ? colorMode : 'server';
  // The block re-renders when hydration ends (useIsBrowser) and on colour-mode changes; while
  // `renderedAs` and the props stay the same the element is the same one, so React skips the
  // whole block instead of re-parsing its code on every page's first render after hydration.
  const children = maybeStringifyChildren(props.children);
  // "Twoje wartości" (issue 35): the reader's region, token and ids in every sample, placeholders
  // where none is set; the same code, and so the same element, until the reader sets a value.
  const code = useReaderCode(typeof children === 'string' ? children : '');
  return useMemo(() => {
    return typeof children === 'string' ? (
      <StringContent key={renderedAs} {...props}>
        {code}
      </StringContent>
    ) : (
      <ElementContent key={renderedAs} {...props}>
        {children}
      </ElementContent>
    );
  }, [props, children, code, renderedAs]);
}
