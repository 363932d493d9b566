import {useEffect, useMemo, useState, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CHANGE_EVENT, REGION_KEY, snapshotOf, VALUES_KEY} from '../src/readerSnapshot';

// Loaded with every page that shows code, so it stays small: it watches one storage snapshot and,
// only once the reader has set a value, loads the filling logic (src/values.ts) as its own chunk.
type Fill = (code: string, snapshot: string, hosts: {apiHostWaw: string; apiHostKrk: string}, ids: boolean) => string;
let fill: Fill | null = null;

function snapshot(): string {
  try {
    return snapshotOf(localStorage.getItem(REGION_KEY), sessionStorage.getItem(VALUES_KEY));
  } catch {
    return '';
  }
}

function subscribe(listener: () => void): () => void {
  addEventListener(CHANGE_EVENT, listener);
  addEventListener('storage', listener);
  return () => {
    removeEventListener(CHANGE_EVENT, listener);
    removeEventListener('storage', listener);
  };
}

/**
 * The code of a sample with the reader's values in place (the same code until one is set).
 * `ids: false` fills only the region's host and the token (a tool's output keeps its own ids).
 */
export default function useReaderCode(code: string, ids = true): string {
  const stamp = useSyncExternalStore(subscribe, snapshot, () => '');
  const [loaded, setLoaded] = useState(fill !== null);
  const hosts = useDocusaurusContext().siteConfig.customFields?.siteSettings as {apiHostWaw: string; apiHostKrk: string};
  useEffect(() => {
    if (stamp && !fill) {
      void import('../src/readerValues').then((module) => {
        fill = module.fillFromSnapshot;
        setLoaded(true);
      });
    }
  }, [stamp]);
  return useMemo(() => (stamp && loaded && fill ? fill(code, stamp, hosts, ids) : code), [code, stamp, hosts, ids, loaded]);
}
