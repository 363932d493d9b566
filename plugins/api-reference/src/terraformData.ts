/**
 * Turns the Terraform reference's data files (data/terraformTexts.data.json, data/terraformExamples.data.json)
 * into the texts and examples the page generator reads. Pure: no React, no Docusaurus. A name
 * that points nowhere throws one error listing every such problem, naming the file, so the build
 * stops before a page shows a field without a text.
 */
import type {
  DataSourceTextData,
  FieldTexts,
  ItemTexts,
  TerraformExample,
  TerraformExampleData,
  TerraformTextData,
  TerraformTexts,
} from './terraformTypes';

function fill(template: FieldTexts, what: string): FieldTexts {
  return Object.fromEntries(Object.entries(template).map(([field, text]) => [field, text.replaceAll('{what}', what)]));
}

function dataSourceTexts(key: string, source: DataSourceTextData, data: TerraformTextData, problems: string[]): ItemTexts {
  const object = (name: string): FieldTexts => {
    const texts = data.objects[name];
    if (texts === undefined) problems.push(`${key}: "blocks" names the object "${name}", which "objects" does not have`);
    return texts ?? {};
  };
  const {'': rootName, ...nestedNames} = source.blocks;
  if (rootName === undefined) problems.push(`${key}: "blocks" has no root block ""`);
  const rootObject = rootName === undefined ? {} : object(rootName);
  const omit = source.omit ?? [];
  for (const field of rootName === undefined ? [] : omit) {
    if (!(field in rootObject)) problems.push(`${key}: "omit" names ${field}, which the object "${rootName}" does not have`);
  }
  const root = {...Object.fromEntries(Object.entries(rootObject).filter(([field]) => !omit.includes(field))), ...source.root};
  const nested = Object.entries(nestedNames).map(([block, name]) => [block, object(name)] as const);
  if (source.listOf === undefined) return {summary: source.summary, fields: {'': root, ...Object.fromEntries(nested)}};
  return {
    summary: source.summary,
    fields: {
      '': fill(data.common.listRoot, source.listOf),
      filter: data.common.filter,
      items: root,
      ...Object.fromEntries(nested.map(([block, texts]) => [`items.${block}`, texts])),
    },
  };
}

/** The texts of every item: data sources composed from their objects, resources with the common timeouts and id. */
export function resolveTerraformTexts(data: TerraformTextData, file: string): TerraformTexts {
  const problems: string[] = [];
  const items: Record<string, ItemTexts> = {};
  for (const [key, source] of Object.entries(data.dataSources)) items[key] = dataSourceTexts(key, source, data, problems);
  for (const [key, resource] of Object.entries(data.resources)) {
    if (key in items) problems.push(`${key}: both a data source and a resource`);
    const {timeouts, resourceId, timeoutsField} = data.common;
    items[key] = {
      summary: resource.summary,
      fields: {...resource.fields, '': {...resource.fields[''], timeouts: timeoutsField, id: resourceId}, timeouts},
    };
  }
  if (problems.length > 0) throw new Error(`${file}:\n- ${problems.join('\n- ')}`);
  return {provider: data.provider, items};
}

/** Every example with its intro written out and its HCL as one text. */
export function resolveTerraformExamples(data: TerraformExampleData, file: string): Record<string, TerraformExample> {
  const problems: string[] = [];
  const examples: Record<string, TerraformExample> = {};
  for (const [key, example] of Object.entries(data.examples)) {
    let intro: string;
    if ('intro' in example) {
      intro = example.intro;
    } else {
      const list = example.throughList;
      const shown = data.examples[`data source:${list}`];
      if (!shown || !('intro' in shown))
        problems.push(`${key}: "throughList" names ${list}, which is no list data source with an example of its own`);
      intro = data.throughList.replaceAll('{list}', list).replaceAll('{anchor}', list.replace(/_/g, '-'));
    }
    examples[key] = {intro, hcl: example.hcl.join('\n')};
  }
  if (problems.length > 0) throw new Error(`${file}:\n- ${problems.join('\n- ')}`);
  return examples;
}
