import type {ReactNode} from 'react';
import NavigationNotice from '@site/src/components/NavigationNotice';
import {navigationFailures} from '@site/plugins/framework-patches/client/chunkLoader';

/**
 * Root wraps the whole app once and stays mounted across navigations (Docusaurus' documented
 * place for app-wide state): the failed-navigation notice lives here so it survives the page
 * that could not be opened.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <NavigationNotice failures={navigationFailures} />
    </>
  );
}
