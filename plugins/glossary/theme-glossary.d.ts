// Lets TypeScript files import the component the way the glossary page does.
declare module '@theme/Glossary' {
  import type {ReactNode} from 'react';

  export default function Glossary(): ReactNode;
}
