import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeHeadings} from '@site/src/data/home';
import {quickLinks} from '@site/src/data/quickLinks';
import styles from './styles.module.css';

export default function HomeQuickLinks(): ReactNode {
  return (
    <section aria-labelledby="szybkie-linki">
      <Heading as="h2" id="szybkie-linki">
        {homeHeadings.links}
      </Heading>
      <ul className={styles.grid}>
        {quickLinks.map((link) => (
          <li key={link.to} className={styles.card}>
            <Link to={link.to} className={styles.link}>
              <span className={styles.title}>{link.title}</span>
              <span className={styles.description}>{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
