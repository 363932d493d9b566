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
