import {resolveTerraformExamples} from '../src/terraformData';
import type {TerraformExample} from '../src/terraformTypes';
import data from './terraformExamples.data.json';

/**
 * Our HCL example for every item of the provider's 1.x line. They use only arguments the surface
 * lists (terraformPages.test.ts parses each block and checks its arguments against the schema)
 * and only identifiers the site publishes: machine type 34 (`v1.standard-2.2`, dictionary 12),
 * disk class 49 (Tier-2, dictionary 17) and authorization method 1398 (SSH keys, dictionary 159).
 * Other identifiers come in through variables, because the sources do not give them.
 *
 * Singular data sources whose schema lists no argument to pick an object with (disk, group,
 * instance, opn, ssh_key, template) are shown through their list counterpart, which needs none:
 * in terraformExamples.data.json such an example names the list (`throughList`) instead of an intro,
 * and the sentence that explains it is written once. Each example's HCL is a list of lines; type
 * names use the `%%terraformProviderName%%` token, which the pages replace with the site setting.
 */
export const terraformExamples: Readonly<Record<string, TerraformExample>> = resolveTerraformExamples(
  data,
  'plugins/api-reference/data/terraformExamples.data.json',
);
