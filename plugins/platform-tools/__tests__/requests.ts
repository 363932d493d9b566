import type {InstanceRequest} from '../src/instance';

/** The smallest valid POST /instances body (ids from the dictionaries), shared by the builder's tests. */
export const MINIMAL_REQUEST: InstanceRequest = {
  InstanceName: 'Serwer testowy 1',
  TypeId: 34,
  TemplateId: 1187,
  DiskClass: 49,
  DiskSize: 20,
  SubregionId: 1,
  AuthorizationMethodId: 1399,
  InstancesCount: 1,
};
