// prismjs' components carry no types of their own; the core is the Prism object of @types/prismjs.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
