import {useEffect, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {installTermTips} from '../../src/termTips';

/**
 * Once per page with term links (plugins/glossary/remark.ts puts it after the content): the one
 * handler behind every term's tooltip and link (src/termTips.ts). Renders nothing.
 */
export default function GlossaryTermTips(): ReactNode {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  useEffect(
    () =>
      installTermTips(document, {
        navigate: (path) => history.push(path),
        baseUrl: siteConfig.baseUrl,
        preload: (path) => void window.docusaurus?.preload(path),
        prefetch: (path) => void window.docusaurus?.prefetch(path),
      }),
    [history, siteConfig.baseUrl],
  );
  return null;
}
