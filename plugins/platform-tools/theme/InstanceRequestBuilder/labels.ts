import {translate} from '@docusaurus/Translate';
import type {InstanceFormKey} from '../../src/instanceForm';
import {TERRAFORM_LINE_TEXTS} from '../../src/terraform';
import {plainLabels} from './plainLabels';

// The builder's words: literal translate() calls, which write-translations lists.

/** The example machine name the builder opens with. */
export function defaultInstanceName(): string {
  return translate({
    id: 'platformTools.instance.defaultName',
    message: 'Serwer testowy 1',
    description: 'Instance builder: example machine name',
  });
}

/** The labels of the fields; a field the API requires says so, a typed id names its field. */
export function instanceLabels(required: ReadonlySet<string>): Record<InstanceFormKey | 'title', string> {
  const marked = (field: InstanceFormKey, label: string) =>
    required.has(field)
      ? translate(
          {
            id: 'platformTools.instance.requiredLabel',
            message: '{label} (wymagane przez API)',
            description: 'Instance builder: label of a field the API requires',
          },
          {label},
        )
      : label;
  const idOf = (label: string) =>
    translate(
      {
        id: 'platformTools.instance.idOf',
        message: '{label}: identyfikator',
        description: 'Instance builder: label of a typed id',
      },
      {label},
    );
  const name = translate({
    id: 'platformTools.instance.name',
    message: 'Nazwa maszyny',
    description: 'Instance builder: name label',
  });
  const template = translate({
    id: 'platformTools.instance.template',
    message: 'Szablon (TemplateId)',
    description: 'Instance builder: template label',
  });
  const ids = {
    TypeId: translate({
      id: 'platformTools.instance.type',
      message: 'Typ maszyny',
      description: 'Instance builder: machine type label',
    }),
    SubregionId: translate({
      id: 'platformTools.instance.subregion',
      message: 'Podregion',
      description: 'Instance builder: subregion label',
    }),
    DiskClass: translate({
      id: 'platformTools.instance.diskClass',
      message: 'Klasa dysku',
      description: 'Instance builder: disk class label',
    }),
    AuthorizationMethodId: translate({
      id: 'platformTools.instance.authorization',
      message: 'Metoda autoryzacji',
      description: 'Instance builder: authorization label',
    }),
  };
  return {
    ...plainLabels(),
    terraformLine: TERRAFORM_LINE_TEXTS.label,
    InstanceName: marked('InstanceName', name),
    TemplateId: marked('TemplateId', template),
    TypeId: marked('TypeId', ids.TypeId),
    'TypeId-other': idOf(ids.TypeId),
    SubregionId: marked('SubregionId', ids.SubregionId),
    'SubregionId-other': idOf(ids.SubregionId),
    DiskClass: marked('DiskClass', ids.DiskClass),
    'DiskClass-other': idOf(ids.DiskClass),
    AuthorizationMethodId: marked('AuthorizationMethodId', ids.AuthorizationMethodId),
    'AuthorizationMethodId-other': idOf(ids.AuthorizationMethodId),
  };
}
