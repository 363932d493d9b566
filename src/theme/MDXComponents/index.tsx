import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Wraps the theme's map: only Markdown tables change (see src/theme/README.md).
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
