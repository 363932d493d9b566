import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/**
 * The two regions as options of a region list: the samples' switch, the reader values panel and
 * the API console name them alike.
 */
export default function ApiRegionOptions(): ReactNode {
  return (
    <>
      <option value="waw">
        {translate({id: 'apiReference.region.waw', message: 'PL-1-WAW (Warszawa)', description: 'Region option'})}
      </option>
      <option value="krk">{translate({id: 'apiReference.region.krk', message: 'PL-2-KRK (Kraków)', description: 'Region option'})}</option>
    </>
  );
}
