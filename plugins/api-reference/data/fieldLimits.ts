import type {FieldLimits} from '../src/types';

/**
 * Value ranges the spec fixes (services spec §5, "Validation rules"), written into the document
 * as JSON Schema keywords of the model field, so clients and the API console check them before
 * sending. A key naming a field the surface lacks fails the build.
 */
export const fieldLimits: FieldLimits = {
  'CreateInstanceCommand.DiskSize': {minimum: 5, maximum: 300},
  'CreateInstanceCommand.InstancesCount': {minimum: 1, maximum: 5},
};
