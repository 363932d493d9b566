import {useId, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {setRegion, useRegion} from '../../client/region';
import {curlSample, pythonSample, REGIONS, type Region, type SampleRequest} from '../../src/samples';
import styles from './styles.module.css';

export interface ApiSamplesProps {
  method: string;
  path: string;
  body?: string;
  /** Required query parameters, comma-separated. */
  query?: string;
}

function regionLabel(region: Region): string {
  return region === 'waw'
    ? translate({id: 'apiReference.region.waw', message: 'PL-1-WAW (Warszawa)', description: 'Region option'})
    : translate({id: 'apiReference.region.krk', message: 'PL-2-KRK (Kraków)', description: 'Region option'});
}

/** curl and Python samples of one call, for the region the reader picked (remembered). */
export default function ApiSamples({method, path, body, query}: ApiSamplesProps): ReactNode {
  const id = useId();
  const region = useRegion();
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.siteSettings as {apiHostWaw: string; apiHostKrk: string};
  const host = region === 'krk' ? settings.apiHostKrk : settings.apiHostWaw;
  const request: SampleRequest = {method, path, body, query: query ? query.split(',') : undefined};
  return (
    <div className={styles.samples} data-api-samples={region} data-search-skip="">
      <div className={styles.region}>
        <label htmlFor={`${id}-region`}>
          {translate({id: 'apiReference.region.label', message: 'Region w przykładach', description: 'Label of the region switch'})}
        </label>
        <select id={`${id}-region`} value={region} onChange={(event) => setRegion(event.target.value as Region)}>
          {REGIONS.map((option) => (
            <option key={option} value={option}>
              {regionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <Tabs groupId="api-sample-language" queryString={false}>
        <TabItem value="curl" label="curl">
          <CodeBlock language="bash">{curlSample(host, request)}</CodeBlock>
        </TabItem>
        <TabItem value="python" label="Python">
          <CodeBlock language="python">{pythonSample(host, request)}</CodeBlock>
        </TabItem>
      </Tabs>
    </div>
  );
}
