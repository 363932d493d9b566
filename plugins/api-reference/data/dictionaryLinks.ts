import type {DictionaryRef} from '../src/types';
import links from './dictionaryLinks.data.json';

/**
 * Which API dictionary (or fixed value set) a field (`Model.Field`) or a parameter
 * (`OperationId.param`) takes its values from. Sources, and nothing else:
 * - the services spec: machine types 12, disk classes 17, machine statuses 27, ticket statuses 40,
 *   export statuses 121; the clone call's CloneType and SubregionId values; ticket operation types;
 * - the surface's own notes ("Dictionary 166", "Dictionary 178", "Dictionary 186");
 * - the Terraform provider (1.x), which names the dictionary behind the same field of the same
 *   API object (instance, disk, IP, load balancer, group, template).
 * The description of each such field names the dictionary and links its entry on the
 * dictionaries page when the page has one.
 *
 * The links live in dictionaryLinks.data.json beside this file, in groups by source:
 * - machine types, 12: creating, importing, scheduling, filtering and changing the type of a
 *   machine (spec: dictionary 12; Terraform: type_id, 12);
 * - disk classes, 17 (spec: DiskClass 17; Terraform: system_disk_class_id and a disk's tier_id, 17);
 * - statuses (spec: machines 27, tickets 40, exports 121);
 * - the fixed values the dictionaries page describes (CloneType, SubregionId, OperationType);
 * - the dictionaries the Terraform provider (1.x) names at the same API fields (among them 12
 *   for a template's default and minimum machine type);
 * - the dictionaries the API surface's own notes name (monitors and their notifications).
 * The build (findTextProblems in src/openapi.ts) checks every link: an existing field or
 * parameter, the shape {"dictionary": id} or {"valueSet": key}, a value set the page has.
 */
export const dictionaryLinks: Readonly<Record<string, DictionaryRef>> = links;
