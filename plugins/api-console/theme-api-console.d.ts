// Lets TypeScript files import the button the way MDX pages do.
declare module '@theme/ApiTryIt' {
  import type {ReactNode} from 'react';
  import type {ApiTryItProps} from '@site/plugins/api-console/theme/ApiTryIt';

  export type {ApiTryItProps};
  export default function ApiTryIt(props: ApiTryItProps): ReactNode;
}

declare module '@theme/ApiTokenHelper' {
  import type {ReactNode} from 'react';
  import type {ApiTokenHelperProps} from '@site/plugins/api-console/theme/ApiTokenHelper';

  export type {ApiTokenHelperProps};
  export default function ApiTokenHelper(props: ApiTokenHelperProps): ReactNode;
}
