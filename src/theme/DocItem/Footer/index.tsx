import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import {reportMailto} from '@site/src/utils/feedback';
import {browserScheduleIdle} from '@site/plugins/framework-patches/src/idleQueue';
import {LAZY_LOAD_MARGIN, LOAD_WHEN_IDLE_AFTER_MS} from '@site/src/config/lazyLoad';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

// The question's code loads when the reader nears the end of the page (or in idle time), not
// with the page: every docs page carries it, and the first-load budget is 190 KiB.
const DocFeedback = lazy(() => import('@site/src/components/DocFeedback'));

function useNear(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return undefined;
    let active = true;
    const show = () => {
      if (active) setNear(true);
    };
    const idleTimer = window.setTimeout(() => browserScheduleIdle(window)(show), LOAD_WHEN_IDLE_AFTER_MS);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {rootMargin: LAZY_LOAD_MARGIN});
    if (observer) observer.observe(element);
    else show();
    return () => {
      active = false;
      window.clearTimeout(idleTimer);
      observer?.disconnect();
    };
  }, [near]);
  return [slot, near];
}

/** The theme's page footer (last update), then "Czy ta strona była pomocna?" and the report link. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {supportEmail} = useSiteSettings();
  const [slot, near] = useNear();
  return (
    <>
      <Footer {...props} />
      <section
        className={styles.feedback}
        data-doc-feedback-section=""
        aria-label={translate({
          id: 'docs.feedback.region',
          message: 'Opinia o stronie',
          description: 'Name of the feedback region at the end of a page',
        })}
      >
        <div ref={slot} className={styles.slot}>
          {near && (
            <Suspense fallback={null}>
              <DocFeedback key={pathname} pagePath={pathname} pageTitle={metadata.title} />
            </Suspense>
          )}
        </div>
        <p className={styles.report}>
          <a href={reportMailto(supportEmail, metadata.title, `${siteConfig.url}${pathname}`)}>
            {translate({
              id: 'docs.feedback.report',
              message: 'Zgłoś błąd na tej stronie',
              description: 'Link that e-mails a mistake on this page to support',
            })}
          </a>
        </p>
      </section>
    </>
  );
}
