import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {NamedSuggestion} from '../../../suggestions';
import styles from './styles.module.css';

/** "Może chodziło o jedną z tych stron?" and the pages, each with its section when known. */
export default function Suggestions({suggestions}: {suggestions: readonly NamedSuggestion[]}): ReactNode {
  return (
    <>
      <Heading as="h2" className={styles.suggestionsTitle}>
        <Translate id="redirects.notFound.suggestions" description="Heading above the list of similar pages on the 404 page">
          Może chodziło o jedną z tych stron?
        </Translate>
      </Heading>
      <ul data-not-found-suggestions="">
        {suggestions.map((suggestion) => (
          <li key={suggestion.url}>
            <Link to={suggestion.url}>{suggestion.title}</Link>
            {suggestion.section && <span className={styles.section}> ({suggestion.section})</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
