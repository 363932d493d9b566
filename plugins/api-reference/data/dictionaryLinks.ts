import type {DictionaryRef} from '../src/types';

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
 */
const MACHINE_TYPES = {dictionary: 12};
const DISK_CLASSES = {dictionary: 17};
const SUBREGIONS = {valueSet: 'SubregionId'};

export const dictionaryLinks: Readonly<Record<string, DictionaryRef>> = {
  // Maszyny: tworzenie, import, harmonogramy, filtry i zmiana typu (spec: słownik 12; Terraform: type_id 12)
  'CreateInstanceCommand.TypeId': MACHINE_TYPES,
  'RunImportCommand.TypeId': MACHINE_TYPES,
  'CreateUpdateInstanceSchedulerCommand.NewInstanceTypeId': MACHINE_TYPES,
  'InstanceScheduler.NewInstanceType': MACHINE_TYPES,
  'Instance.Type_': MACHINE_TYPES,
  'InstancesGet.typeId': MACHINE_TYPES,
  'InstancesChangeType_0.typeId': MACHINE_TYPES,
  // Klasy dysków (spec: DiskClass 17; Terraform: system_disk_class_id i tier_id dysku 17)
  'CreateInstanceCommand.DiskClass': DISK_CLASSES,
  'CreateDiskCommand.TierId': DISK_CLASSES,
  'UpdateDiskCommand.TierId': DISK_CLASSES,
  'RunImportDiskCommand.TierId': DISK_CLASSES,
  'Disk.Tier': DISK_CLASSES,
  'TemplateDisk.Tier': DISK_CLASSES,
  // Statusy (spec: maszyny 27, tickety 40, eksporty 121)
  'Instance.Status': {dictionary: 27},
  'Ticket.Status': {dictionary: 40},
  'TicketsGet.statusId': {dictionary: 40},
  'Export.Status': {dictionary: 121},
  'ExportsGet.statusId': {dictionary: 121},
  'InstancesGetExports.statusId': {dictionary: 121},
  // Stałe wartości opisane na stronie słowników
  'CloneInstanceCommand.CloneType': {valueSet: 'CloneType'},
  'CloneInstanceCommand.SubregionId': SUBREGIONS,
  'CreateInstanceCommand.SubregionId': SUBREGIONS,
  'Ticket.OperationType': {valueSet: 'OperationType'},
  // Słowniki nazwane przez dostawcę Terraform (1.x) przy tych samych polach API
  'CreateInstanceCommand.AuthorizationMethodId': {dictionary: 159},
  'Instance.AutoscalingType': {dictionary: 56},
  'Instance.MonitStatus': {dictionary: 92},
  'Instance.PaymentType': {dictionary: 11},
  'Instance.ScsiControllerType': {dictionary: 182},
  'Instance.SystemCategory': {dictionary: 70},
  'Instance.TemplateType': {dictionary: 52},
  'Instance.VmWareToolsStatus': {dictionary: 155},
  'InstancesGet.templateTypeId': {dictionary: 52},
  'InstancesChangeType.scsiControllerTypeId': {dictionary: 182},
  'CreateDiskCommand.SharedDiskTypeId': {dictionary: 162},
  'Disk.SharedDiskType': {dictionary: 162},
  'Ip.Mode': {dictionary: 301},
  'Ip.Type_': {dictionary: 123},
  'SetLoadBalancerCommand.LoadBalancerAlgorithm': {dictionary: 77},
  'SetLoadBalancerCommand.IpVersion': {dictionary: 36},
  'SetLoadBalancerCommand.ProxyProtocolVersion': {dictionary: 302},
  'SetLoadBalancerCommand.ServiceType': {dictionary: 15},
  'SetLoadBalancerCommand.SessionPersistenceType': {dictionary: 16},
  'LoadBalancer.Algorithm': {dictionary: 77},
  'LoadBalancer.IpVersion': {dictionary: 36},
  'LoadBalancer.ProxyProtocolVersion': {dictionary: 302},
  'LoadBalancer.ServiceType': {dictionary: 15},
  'LoadBalancer.SessionPersistenceType': {dictionary: 16},
  'CreateGroupCommand.AffinityRuleType': {dictionary: 160},
  'Group.AffinityRuleType': {dictionary: 160},
  'Group.AutoscalingType': {dictionary: 55},
  'ConvertInstanceToTemplateCommand.TemplateDefaultTypeId': MACHINE_TYPES,
  'ConvertInstanceToTemplateCommand.TemplateMinimumTypeId': MACHINE_TYPES,
  'ConvertInstanceToTemplateCommand.TemplateSystemCategoryId': {dictionary: 70},
  'ConvertInstanceToTemplateCommand.TemplateWindowsTypeId': {dictionary: 84},
  'Template.DefaultInstanceType': MACHINE_TYPES,
  'Template.MinimumInstanceType': MACHINE_TYPES,
  'Template.EthernetControllersType': {dictionary: 167},
  'Template.PublicationStatus': {dictionary: 140},
  'Template.SystemCategory': {dictionary: 70},
  'Template.TemplateType': {dictionary: 52},
  // Słowniki nazwane w notatkach samej powierzchni API
  'CreateUpdateHealthCheckDnsCommand.RecordTypeId': {dictionary: 186},
  'HealthCheckDns.RecordType': {dictionary: 186},
  'CreateUpdateHealthCheckFullPageCommand.HttpMethodId': {dictionary: 166},
  'CreateUpdateHealthCheckFullPageHttpsCommand.HttpMethodId': {dictionary: 166},
  'CreateUpdateHealthCheckHttpCommand.HttpMethodId': {dictionary: 166},
  'CreateUpdateHealthCheckHttpsCommand.HttpMethodId': {dictionary: 166},
  'HealthCheckFullPage.HttpMethod': {dictionary: 166},
  'HealthCheckHttp.HttpMethod': {dictionary: 166},
  'CreateUpdateHealthCheckNotificationCommand.NotificationTypeId': {dictionary: 178},
  'HealthCheckNotification.NotificationType': {dictionary: 178},
};
