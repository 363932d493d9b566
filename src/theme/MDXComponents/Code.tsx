import {Children, lazy, Suspense, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

// Code blocks load their code (the block, Prism and its languages) only on pages that have one:
// the theme's MDX map imported CodeBlock, and with it Prism, on every docs page (first-load
// budget). While a page hydrates, the server's block stays on screen until the chunk arrives.
const CodeBlock = lazy(() => import('@theme/CodeBlock'));

/** Same test as the theme: inline when every child is a one-line string. */
function shouldBeInline(props: Props): boolean {
  return typeof props.children !== 'undefined' && Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

export default function MDXCode(props: Props): ReactNode {
  if (shouldBeInline(props)) return <CodeInline {...props} />;
  return (
    <Suspense fallback={<pre className="theme-code-block-fallback">{props.children}</pre>}>
      <CodeBlock {...(props as Parameters<typeof CodeBlock>[0])} />
    </Suspense>
  );
}
