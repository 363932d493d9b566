// Lets TypeScript files import the components the way MDX pages do.
declare module '@theme/DictionaryTable' {
  import type {ReactNode} from 'react';
  import type {DictionaryTableProps} from '@site/plugins/api-dictionaries/theme/DictionaryTable';

  export type {DictionaryTableProps};
  export default function DictionaryTable(props: DictionaryTableProps): ReactNode;
}

declare module '@theme/DictionaryIndex' {
  import type {ReactNode} from 'react';

  export default function DictionaryIndex(): ReactNode;
}
