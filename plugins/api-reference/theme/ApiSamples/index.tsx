import {useEffect, useId, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {setRegion, useRegion} from '../../client/region';
import ApiRegionOptions from '@theme/ApiRegionOptions';
import {curlSample, type Region, type SampleRequest} from '../../src/samples';
import styles from './styles.module.css';

export interface ApiSamplesProps {
  method: string;
  path: string;
  body?: string;
  /** Required query parameters, comma-separated. */
  query?: string;
}

type CodeLanguage = 'python' | 'javascript' | 'go';
type SamplesData = Record<string, Record<CodeLanguage, string>>;

const LANGUAGES: readonly {value: CodeLanguage; label: string}[] = [
  {value: 'python', label: 'Python'},
  {value: 'javascript', label: 'JavaScript'},
  {value: 'go', label: 'Go'},
];

// The Python, JavaScript and Go samples of every operation, written at build time (src/snippets.ts)
// into one data module. It loads when a reader first shows one of those tabs, so the reference
// pages' first load carries only the curl samples, as before.
let loaded: SamplesData | null = null;
// Shown only while the data loads or when it fails: plain Polish here, since translate() would
// put them in i18n/pl/code.json, which every page's first load carries.
const LOADING = 'Wczytywanie przykładu…';
const FAILED = 'Nie udało się wczytać przykładu. Sprawdź połączenie i wybierz kartę ponownie albo użyj przykładu curl.';
let pending: Promise<SamplesData> | null = null;

function loadSamples(): Promise<SamplesData> {
  pending ??= import('@generated/api-reference/default/samples.json').then((module) => {
    loaded = module.default as SamplesData;
    return loaded;
  });
  return pending;
}

function useSamplesData(): SamplesData | null | 'failed' {
  const [data, setData] = useState<SamplesData | null | 'failed'>(loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadSamples().then(
      (samples) => live && setData(samples),
      () => {
        pending = null;
        if (live) setData('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return data;
}

function CodeSample({
  language,
  sampleKey,
  host,
  defaultHost,
}: {
  language: CodeLanguage;
  sampleKey: string;
  host: string;
  defaultHost: string;
}): ReactNode {
  const data = useSamplesData();
  if (data === null) {
    return (
      <p role="status" className={styles.status}>
        {LOADING}
      </p>
    );
  }
  const code = data === 'failed' ? undefined : data[sampleKey]?.[language];
  if (code === undefined) {
    return (
      <p role="alert" className={styles.status}>
        {FAILED}
      </p>
    );
  }
  // Written for the default region's host; the reader's region swaps it.
  return <CodeBlock language={language}>{host === defaultHost ? code : code.split(defaultHost).join(host)}</CodeBlock>;
}

/** curl, Python, JavaScript and Go samples of one call, for the region the reader picked (remembered). */
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
          <ApiRegionOptions />
        </select>
      </div>
      {/* lazy: only the shown tab renders, so a code tab asks for its data when it is shown. */}
      <Tabs groupId="api-sample-language" queryString={false} lazy>
        <TabItem value="curl" label="curl">
          <CodeBlock language="bash">{curlSample(host, request)}</CodeBlock>
        </TabItem>
        {LANGUAGES.map(({value, label}) => (
          <TabItem key={value} value={value} label={label}>
            <CodeSample language={value} sampleKey={`${method} ${path}`} host={host} defaultHost={settings.apiHostWaw} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
