// Lets TypeScript files import the components the way MDX pages do.
declare module '@theme/ApiSamples' {
  import type {ReactNode} from 'react';
  import type {ApiSamplesProps} from '@site/plugins/api-reference/theme/ApiSamples';

  export type {ApiSamplesProps};
  export default function ApiSamples(props: ApiSamplesProps): ReactNode;
}

declare module '@theme/ApiCurl' {
  export {curlCommand, TOKEN_PLACEHOLDER, type CurlRequest} from '@site/plugins/api-reference/src/samples';
}

declare module '@theme/ReaderValues' {
  import type {ReactNode} from 'react';

  export default function ReaderValues(): ReactNode;
}

declare module '@theme/useReaderCode' {
  export default function useReaderCode(code: string, ids?: boolean): string;
}

declare module '@theme/ApiRegionOptions' {
  import type {ReactNode} from 'react';

  export default function ApiRegionOptions(): ReactNode;
}

declare module '@theme/ApiStaticTable' {
  import type {ReactNode} from 'react';
  import type {ApiStaticTableProps} from '@site/plugins/api-reference/theme/ApiStaticTable';

  export type {ApiStaticTableProps};
  export default function ApiStaticTable(props: ApiStaticTableProps): ReactNode;
}
