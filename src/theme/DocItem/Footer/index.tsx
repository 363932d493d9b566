import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocFeedback from '@site/src/components/DocFeedback';
import {useSiteSettings} from '@site/src/utils/useSiteSettings';

type Props = WrapperProps<typeof FooterType>;

/** The theme's page footer (last update), then "Czy ta strona była pomocna?" and the report link. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {supportEmail} = useSiteSettings();
  return (
    <>
      <Footer {...props} />
      <DocFeedback pagePath={pathname} pageTitle={metadata.title} pageUrl={`${siteConfig.url}${pathname}`} supportEmail={supportEmail} />
    </>
  );
}
