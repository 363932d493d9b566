import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import HomeQuickLinks from '@site/src/components/HomeQuickLinks';
import HomeTopTasks from '@site/src/components/HomeTopTasks';
import ReportDocsError from '@site/src/components/ReportDocsError';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import {homeTexts} from '@site/src/data/home';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const settings = useSiteSettings();
  const texts = homeTexts(settings.platformName);
  return (
    <Layout title={texts.pageTitle} description={texts.description}>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.kicker}>{settings.platformName}</p>
            <Heading as="h1" className={styles.title}>
              {texts.title}
            </Heading>
            <p className={styles.lead}>{texts.lead}</p>
            <div className={styles.search} role="search" aria-label="Szukaj w dokumentacji">
              <SearchBar />
            </div>
            <HomeTopTasks />
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/account/">
                Zacznij od konta
              </Link>
              <Link className="button button--secondary button--lg" to="/narzedzia/">
                Narzędzia: kreatory i kalkulatory
              </Link>
            </div>
          </div>
        </header>
        <div className="container margin-vert--lg">
          <HomeQuickLinks />
          <ReportDocsError />
        </div>
      </main>
    </Layout>
  );
}
