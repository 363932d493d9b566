import {translate} from '@docusaurus/Translate';
import type {Colour, GroupName, Policy, ServerRole} from '../../src/engine';
import type {PresetId} from '../../src/presets';

/** Polish labels of the widget; each id is a literal so that write-translations finds it. */

export function colourLabel(colour: Colour): string {
  switch (colour) {
    case 'green':
      return translate({id: 'otmSimulator.colour.green', message: 'Obsługuje ruch', description: 'OTM simulator: green server state'});
    case 'yellow':
      return translate({
        id: 'otmSimulator.colour.yellow',
        message: 'Gotowy do przejęcia ruchu',
        description: 'OTM simulator: yellow server state',
      });
    case 'red':
      return translate({id: 'otmSimulator.colour.red', message: 'Awaria', description: 'OTM simulator: red server state (down)'});
  }
}

export function roleLabel(role: ServerRole | null): string {
  if (role === 'active') return translate({id: 'otmSimulator.role.active', message: 'Aktywny', description: 'OTM simulator: role name'});
  if (role === 'hotspare') {
    return translate({id: 'otmSimulator.role.hotspare', message: 'Hotspare', description: 'OTM simulator: role name'});
  }
  return translate({
    id: 'otmSimulator.role.none',
    message: 'bez roli (grupa zapasowa)',
    description: 'OTM simulator: backup-group servers have no role',
  });
}

/**
 * A group's words: the heading of its panel, its nominative in the log, and its accusative, for
 * "Aktywuj ręcznie grupę …" read by screen readers.
 */
export function groupWords(group: GroupName): {title: string; name: string; object: string} {
  return group === 'main'
    ? {
        title: translate({id: 'otmSimulator.group.main', message: 'Grupa główna (main)', description: 'OTM simulator: main group heading'}),
        name: translate({
          id: 'otmSimulator.groupName.main',
          message: 'grupa główna',
          description: 'OTM simulator log: the main group (nominative)',
        }),
        object: translate({
          id: 'otmSimulator.group.main.accusative',
          message: 'grupę główną',
          description: 'OTM simulator: "activate the main group"',
        }),
      }
    : {
        title: translate({
          id: 'otmSimulator.group.backup',
          message: 'Grupa zapasowa (backup)',
          description: 'OTM simulator: backup group heading',
        }),
        name: translate({
          id: 'otmSimulator.groupName.backup',
          message: 'grupa zapasowa',
          description: 'OTM simulator log: the backup group (nominative)',
        }),
        object: translate({
          id: 'otmSimulator.group.backup.accusative',
          message: 'grupę zapasową',
          description: 'OTM simulator: "activate the backup group"',
        }),
      };
}

export function groupStatus(colour: 'green' | 'red'): string {
  return colour === 'green'
    ? translate({id: 'otmSimulator.group.status.active', message: 'Aktywna: obsługuje ruch', description: 'OTM simulator: green group'})
    : translate({
        id: 'otmSimulator.group.status.inactive',
        message: 'Nieaktywna: nie obsługuje ruchu',
        description: 'OTM simulator: red group',
      });
}

export function onlineLabel(online: boolean, monitored: boolean): string {
  if (!monitored) {
    return translate({id: 'otmSimulator.online.unmonitored', message: 'brak monitora', description: 'OTM simulator: no monitor linked'});
  }
  return online
    ? translate({id: 'otmSimulator.online.yes', message: 'Online', description: 'OTM simulator: monitor says up'})
    : translate({id: 'otmSimulator.online.no', message: 'Offline', description: 'OTM simulator: monitor says down'});
}

export function policyLabel(policy: Policy): string {
  return policy === 'automatic'
    ? translate({
        id: 'otmSimulator.policy.automatic',
        message: 'Automatycznie',
        description: 'OTM simulator: policy option',
      })
    : translate({id: 'otmSimulator.policy.manual', message: 'Manualnie', description: 'OTM simulator: policy option'});
}

export function presetLabel(preset: PresetId): string {
  switch (preset) {
    case 'three-actives':
      return translate({
        id: 'otmSimulator.preset.threeActives',
        message: 'Trzy serwery z rolą Aktywny (po 33,33% ruchu)',
        description: 'OTM simulator: scenario name',
      });
    case 'hotspare-backup':
      return translate({
        id: 'otmSimulator.preset.hotspareBackup',
        message: 'Aktywny, Hotspare i grupa zapasowa',
        description: 'OTM simulator: scenario name',
      });
    case 'practical-example':
      return translate({
        id: 'otmSimulator.preset.practicalExample',
        message: 'Praktyczny przykład: sklep internetowy',
        description: 'OTM simulator: scenario name',
      });
  }
}
