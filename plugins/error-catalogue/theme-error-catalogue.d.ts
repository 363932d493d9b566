// Lets TypeScript files import the components the way MDX pages do.
declare module '@theme/ErrorCode' {
  import type {ReactNode} from 'react';
  import type {ErrorCodeProps} from '@site/plugins/error-catalogue/theme/ErrorCode';

  export type {ErrorCodeProps};
  export default function ErrorCode(props: ErrorCodeProps): ReactNode;
}

declare module '@theme/ErrorCatalogue' {
  import type {ReactNode} from 'react';

  export default function ErrorCatalogue(): ReactNode;
}
