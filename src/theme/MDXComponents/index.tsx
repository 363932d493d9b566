import MDXComponents from '@theme-original/MDXComponents';
import GlossaryTerm from '@theme/GlossaryTerm';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Wraps the theme's map (see src/theme/README.md): Markdown tables scroll in a labelled box, and
// the glossary's term links (inserted by plugins/glossary/remark.ts) have their component.
export default {
  ...MDXComponents,
  table: ScrollableTable,
  GlossaryTerm,
};
