import type {Colour, GroupName, Policy, ServerRole} from '../../src/engine';
import type {PresetId} from '../../src/presets';

/** Polish labels of the widget; each id is a literal so that write-translations finds it. */

export function colourLabel(colour: Colour): string {
  switch (colour) {
    case 'green':
      return 'Obsługuje ruch';
    case 'yellow':
      return 'Gotowy do przejęcia ruchu';
    case 'red':
      return 'Awaria';
  }
}

export function roleLabel(role: ServerRole | null): string {
  if (role === 'active') return 'Aktywny';
  if (role === 'hotspare') {
    return 'Hotspare';
  }
  return 'bez roli (grupa zapasowa)';
}

/**
 * A group's words: the heading of its panel, its nominative in the log, and its accusative, for
 * "Aktywuj ręcznie grupę …" read by screen readers.
 */
export function groupWords(group: GroupName): {title: string; name: string; object: string} {
  return group === 'main'
    ? {
        title: 'Grupa główna (main)',
        name: 'grupa główna',
        object: 'grupę główną',
      }
    : {
        title: 'Grupa zapasowa (backup)',
        name: 'grupa zapasowa',
        object: 'grupę zapasową',
      };
}

export function groupStatus(colour: 'green' | 'red'): string {
  return colour === 'green' ? 'Aktywna: obsługuje ruch' : 'Nieaktywna: nie obsługuje ruchu';
}

export function onlineLabel(online: boolean, monitored: boolean): string {
  if (!monitored) {
    return 'brak monitora';
  }
  return online ? 'Online' : 'Offline';
}

export function policyLabel(policy: Policy): string {
  return policy === 'automatic' ? 'Automatycznie' : 'Manualnie';
}

export function presetLabel(preset: PresetId): string {
  switch (preset) {
    case 'three-actives':
      return 'Trzy serwery z rolą Aktywny (po 33,33% ruchu)';
    case 'hotspare-backup':
      return 'Aktywny, Hotspare i grupa zapasowa';
    case 'practical-example':
      return 'Praktyczny przykład: sklep internetowy';
  }
}
