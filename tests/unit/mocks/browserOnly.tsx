import type {ReactNode} from 'react';

/** Test double of @docusaurus/BrowserOnly: jsdom is a browser, so render the children. */
export default function BrowserOnly({children}: {children: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return <>{children()}</>;
}
