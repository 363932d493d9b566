/** Test double of the theme's MDX component map: plain elements, so wrappers can be told apart. */
const MDXComponents: Record<string, unknown> = {
  p: 'p',
  table: 'table',
  a: 'a',
  pre: 'pre',
  code: 'code',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  img: 'img',
};

export default MDXComponents;
