import type {ReactNode} from 'react';

/** Test double of @theme/CodeInline: a plain `code` element. */
export default function CodeInline({children}: {children: ReactNode}): ReactNode {
  return <code data-inline="">{children}</code>;
}
