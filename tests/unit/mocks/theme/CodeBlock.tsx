import type {ReactNode} from 'react';

/** Test double of @theme/CodeBlock: the code as it is, its language on `data-language`. */
export default function CodeBlock({
  children,
  language,
  className,
}: {
  children: ReactNode;
  language?: string;
  className?: string;
}): ReactNode {
  return <pre data-language={language ?? className?.replace(/^language-/, '')}>{children}</pre>;
}
