// Lets TypeScript files import the component the way the glossary page does.
declare module '@theme/Glossary' {
  import type {ReactNode} from 'react';

  export default function Glossary(): ReactNode;
}

declare module '@theme/GlossaryTerm' {
  import type {ReactNode} from 'react';
  import type {GlossaryTermProps} from '@site/plugins/glossary/theme/GlossaryTerm';

  export type {GlossaryTermProps};
  export default function GlossaryTerm(props: GlossaryTermProps): ReactNode;
}
