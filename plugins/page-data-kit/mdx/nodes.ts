/**
 * MDX nodes that remark plugins add to a page. Pure: plain mdast objects, so their shapes are
 * tested without compiling MDX.
 */

/**
 * `import Name from 'module';` as MDX carries it: the ESTree is what MDX compiles (the text is
 * left empty, as Docusaurus does for the table of contents it exports).
 */
export function importNode({name, from}: {name: string; from: string}) {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
            attributes: [],
          },
        ],
      },
    },
  };
}

/**
 * `name={"text"}`: a JSX attribute whose value is a string expression, so MDX passes the text
 * exactly (text between a JSX element's tags loses the spaces that start its lines).
 */
export function stringExpressionAttribute(name: string, text: string) {
  const raw = JSON.stringify(text);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: raw,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value: text, raw}}],
        },
      },
    },
  };
}
