import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';

// Patch `code-block-on-pages-with-code` (PATCHES.md): the theme's MDXComponents/Code imports
// CodeBlock, so the map every MDX page takes carried CodeBlock and Prism into every page. Fenced
// blocks now reach CodeBlock through the page's own import (mdx/fencedCode.ts); only a block
// written some other way (an author's `<code>` spanning lines) gets here, and loads it then.
const CodeBlock = lazy(() => import('@theme/CodeBlock'));

// The theme's rule: code is inline when every child is a string without a line break.
function isInline(children: ReactNode): boolean {
  return children !== undefined && React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  if (isInline(props.children)) return <CodeInline {...props} />;
  return (
    <Suspense fallback={<code {...props} />}>
      <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />
    </Suspense>
  );
}
