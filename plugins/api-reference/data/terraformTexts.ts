import {resolveTerraformTexts} from '../src/terraformData';
import data from './terraformTexts.data.json';

/**
 * Our Polish description of every argument and attribute of the Terraform provider's 1.x line
 * (terraform-surface.json in this folder), per item (`resource:instance`, `data source:disks`)
 * and block (`''` for the item itself, `timeouts`, `items.connections`…). Where the surface's
 * note is empty, a text says what the field holds (type, dictionary, unit) and nothing more;
 * the dictionary link itself is added by the generator from the surface's `dictionary` id.
 * A test (terraformCoverage.test.ts) fails when a field lacks a text or a text names a field
 * the surface does not have; the build runs the same check (textProblems).
 *
 * The texts live in terraformTexts.data.json beside this file, each written once:
 * - `objects`: the fields of what data sources read (a disk, a group…), shared by the data source
 *   of one object and its list counterpart; a `…_label` field is the readable name of the item
 *   whose id sits in the paired `…_id` field;
 * - `dataSources`: each one's summary and the object each of its blocks shows (`blocks`); a list
 *   data source has `listOf` (what it lists, genitive plural), which gives its root the texts of
 *   `common.listRoot` and its `filter` block, and moves the objects under `items`; `root` replaces
 *   or adds fields of the root object (the argument that picks one object), `omit` drops fields
 *   the list's items lack;
 * - `resources`: each one's summary and fields, apart from the `timeouts` block, the `timeouts`
 *   field and the `id` attribute, which every resource of the line has and `common` words once.
 */
export const terraformTexts = resolveTerraformTexts(data, 'plugins/api-reference/data/terraformTexts.data.json');
