import {translate} from '@docusaurus/Translate';

/** The heading and the labels that never say the API requires the field: literal translate() calls, which write-translations lists. */
export function plainLabels() {
  return {
    title: translate({
      id: 'platformTools.instance.title',
      message: 'Kreator żądania utworzenia maszyny',
      description: 'Instance builder: heading',
    }),
    region: translate({
      id: 'platformTools.instance.region',
      message: 'Region (adres API)',
      description: 'Instance builder: region label',
    }),
    terraformLine: translate({
      id: 'platformTools.instance.terraformLine',
      message: 'Linia dostawcy Terraform',
      description: 'Instance builder: Terraform provider line label',
    }),
    terraformLine1x: translate({
      id: 'platformTools.instance.terraformLine1x',
      message: '1.x (aktualna, Terraform 1.0 lub nowszy)',
      description: 'Instance builder: option, provider line 1.x',
    }),
    terraformLine040: translate({
      id: 'platformTools.instance.terraformLine040',
      message: 'v0.4.0 (przykłady ze strony Terraform)',
      description: 'Instance builder: option, provider line v0.4.0',
    }),
    DiskSize: translate({
      id: 'platformTools.instance.diskSize',
      message: 'Pojemność dysku w GB (DiskSize)',
      description: 'Instance builder: disk size label',
    }),
    SshKeysIds: translate({
      id: 'platformTools.instance.sshKeys',
      message: 'Identyfikatory kluczy SSH (SshKeysIds)',
      description: 'Instance builder: SSH keys label',
    }),
    IPAddressId: translate({
      id: 'platformTools.instance.ip',
      message: 'Adres IP (IPAddressId, opcjonalnie)',
      description: 'Instance builder: IP label',
    }),
    InstancesCount: translate({
      id: 'platformTools.instance.count',
      message: 'Liczba maszyn (InstancesCount)',
      description: 'Instance builder: count label',
    }),
    Freemium: translate({
      id: 'platformTools.instance.freemium',
      message: 'Freemium (Freemium: true)',
      description: 'Instance builder: freemium label',
    }),
    InitScript: translate({
      id: 'platformTools.instance.initScript',
      message: 'Skrypt inicjalizacyjny (InitScript, opcjonalnie)',
      description: 'Instance builder: init script label',
    }),
    initScriptIsBase64: translate({
      id: 'platformTools.instance.initScriptIsBase64',
      message: 'Wklejony tekst jest już zakodowany w base64',
      description: 'Instance builder: init script already base64',
    }),
  };
}
