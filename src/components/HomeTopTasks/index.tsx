import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeHeadings} from '@site/src/data/home';
import {topTasks} from '@site/src/data/topTasks';
import styles from './styles.module.css';

/** The home page's top tasks: the first thing below the search box, before the product cards. */
export default function HomeTopTasks(): ReactNode {
  return (
    <section aria-labelledby="najczestsze-zadania" className={styles.tasks}>
      <Heading as="h2" id="najczestsze-zadania" className={styles.heading}>
        {homeHeadings.tasks}
      </Heading>
      <ul className={styles.list}>
        {topTasks.map((task) => (
          <li key={task.to}>
            <Link to={task.to} className={styles.task}>
              {task.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
