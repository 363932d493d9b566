import {translate} from '@docusaurus/Translate';
import {formatShare, type GroupName, type Policy, type ServerRef, type SimulationEvent} from '../../src/engine';
import {groupWords, onlineLabel, policyLabel} from './labels';

/**
 * The Polish words of the simulator's log. The engine records typed events (src/types.ts); every
 * sentence lives here, one template per kind, behind translate() with a literal id, so that
 * write-translations lists it in i18n/pl/code.json for the localisation maintainers. An event's
 * values are worded once, by field name (eventValues), and translate()'s types check that each
 * template gets its placeholders. Policy, monitor and group words reuse the widget's labels
 * (labels.ts); templates name a group only in the nominative, so each group needs one word, not
 * its cases. code.json ships with every page: keep the number of messages small.
 */

const LOG = 'OTM simulator log';

function serverList(ids: readonly string[]): string {
  return ids.length > 0
    ? ids.join(', ')
    : translate({
        id: 'otmSimulator.log.noServer',
        message: 'żaden serwer',
        description: 'OTM simulator log: an empty list of servers',
      });
}

/** The placeholder a field's words fill, where it is not the field's own name. */
const PLACEHOLDER = {healthy: 'status', on: 'position', switchedOn: 'servers', healthyMain: 'servers', serving: 'list'} as const;
type Placeholder<Field> = Field extends keyof typeof PLACEHOLDER ? (typeof PLACEHOLDER)[Field] : Field;
/** An event's values by placeholder: what its template may use, which translate()'s types check against the template. */
type EventValues<Event> = {[Field in Exclude<keyof Event, 'type'> as Placeholder<Field>]: string};

/** One field of an event in words. */
function fieldInWords(field: string, value: unknown): string {
  switch (field) {
    case 'serverPolicy':
    case 'groupPolicy':
      return policyLabel(value as Policy);
    case 'group':
      return groupWords(value as GroupName).name;
    case 'healthy':
      return onlineLabel(value as boolean, true);
    case 'on':
      return value ? 'ON' : 'OFF';
    case 'servers':
    case 'switchedOn':
    case 'healthyMain':
      return serverList(value as readonly string[]);
    case 'serving': {
      const ids = value as readonly string[];
      const share = formatShare(1 / ids.length);
      return ids.map((id) => `${id} (${share})`).join(', ');
    }
    default:
      // A server: its id and address where the event has both (the server it is about), its id alone where it names another.
      return typeof value === 'string' ? value : `${(value as ServerRef).id} (${(value as ServerRef).ip})`;
  }
}

/** Every value of an event in words, by placeholder. */
function eventValues<Event extends SimulationEvent>(event: Event): EventValues<Event> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(event)) {
    if (field !== 'type') values[PLACEHOLDER[field as keyof typeof PLACEHOLDER] ?? field] = fieldInWords(field, value);
  }
  return values as EventValues<Event>;
}

/** One log entry in Polish. */
export function eventText(event: SimulationEvent): string {
  switch (event.type) {
    case 'started':
      return translate(
        {
          id: 'otmSimulator.log.started',
          message: 'Start symulacji. Polityka serwerów: {serverPolicy}; polityka grup: {groupPolicy}.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'allServersUp':
      return translate(
        {
          id: 'otmSimulator.log.allServersUp',
          message: 'Wszystkie serwery działają. Serwery z rolą Aktywny grupy głównej dzielą ruch po równo.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'standingBy':
      return translate(
        {
          id: 'otmSimulator.log.standingBy',
          message: 'W gotowości do przejęcia ruchu (kolor żółty): {servers}.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'monitorReport':
      return translate(
        {
          id: 'otmSimulator.log.monitorReport',
          message: 'Monitor zgłasza nowy stan serwera {server}: {status}.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'monitorUnchanged':
      return translate(
        {
          id: 'otmSimulator.log.monitorUnchanged',
          message: 'Monitor ponownie zgłasza stan serwera {server}: {status}, bez zmian.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'manualServersIgnoreHealth':
      return translate(
        {
          id: 'otmSimulator.log.manualServersIgnoreHealth',
          message:
            'Polityka serwerów ręczna: zmienia się tylko kolumna Online, rekord zostaje bez zmian. Serwery w rekordzie przełączasz przełącznikiem ON/OFF.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'switchNeedsManualPolicy':
      return translate(
        {
          id: 'otmSimulator.log.switchNeedsManualPolicy',
          message: 'Przełącznik ON/OFF serwera {server} działa tylko przy ręcznej polityce serwerów; przy automatycznej decydują monitory.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'switchUnchanged':
      return translate(
        {
          id: 'otmSimulator.log.switchUnchanged',
          message: 'Przełącznik serwera {server} jest już w pozycji {position}: bez zmian.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'switched':
      return translate(
        {
          id: 'otmSimulator.log.switched',
          message: 'Ręcznie przełączono serwer {server} na {position}: rekord zwraca adresy tylko serwerów w pozycji ON.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'switchedOnWhileDown':
      return translate(
        {
          id: 'otmSimulator.log.switchedOnWhileDown',
          message: 'Uwaga: monitor zgłasza awarię {server}, a w trybie ręcznym rekord i tak zwróci jego adres.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'groupNotActive':
      return translate(
        {
          id: 'otmSimulator.log.groupNotActive',
          message: 'Zmiana zadziała dopiero po aktywacji grupy tego serwera, bo {group} nie jest teraz aktywna.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'activationNeedsManualPolicy':
      return translate(
        {
          id: 'otmSimulator.log.activationNeedsManualPolicy',
          message:
            'Przycisk „Aktywuj ręcznie” działa tylko przy ręcznej polityce grup; przy automatycznej grupę wybierają reguły, więc {group} nie zmienia stanu.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'groupAlreadyActive':
      return translate(
        {
          id: 'otmSimulator.log.groupAlreadyActive',
          message: 'Aktywna jest już {group}: bez zmian.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'groupActivated':
      return translate(
        {
          id: 'otmSimulator.log.groupActivated',
          message:
            'Aktywuj ręcznie: aktywna jest teraz {group}, a druga grupa przestaje obsługiwać ruch (grupy działają tylko w układzie master/backup).',
          description: LOG,
        },
        eventValues(event),
      );
    case 'groupCannotServe':
      return translate(
        {
          id: 'otmSimulator.log.groupCannotServe',
          message: 'Uwaga: aktywna jest {group}, ale żaden jej serwer nie może teraz obsługiwać ruchu.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'serversNowManual':
      return translate(
        {
          id: 'otmSimulator.log.serversNowManual',
          message:
            'Zmieniono politykę serwerów na ręczną. Awarie i przełączniki zostają bez zmian; o zawartości rekordu decydują przełączniki ON/OFF, włączone: {servers}.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'serversNowAutomatic':
      return translate(
        {
          id: 'otmSimulator.log.serversNowAutomatic',
          message:
            'Zmieniono politykę serwerów na automatyczną. Awarie i przełączniki zostają bez zmian; o obsłudze ruchu decydują monitory i reguły grupy głównej.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'groupsNowManual':
      return translate(
        {
          id: 'otmSimulator.log.groupsNowManual',
          message: 'Zmieniono politykę grup na ręczną: aktywna grupa zmieni się tylko po kliknięciu „Aktywuj ręcznie”.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'groupsNowAutomatic':
      return translate(
        {
          id: 'otmSimulator.log.groupsNowAutomatic',
          message: 'Zmieniono politykę grup na automatyczną: reguły grup działają od razu na obecnym stanie.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'policiesUnchanged':
      return translate(
        {
          id: 'otmSimulator.log.policiesUnchanged',
          message: 'Polityki są takie same jak dotąd: bez zmian.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'activeReturnsFromHotspare':
      return translate(
        {
          id: 'otmSimulator.log.activeReturnsFromHotspare',
          message:
            'Reguła 2 grupy głównej (polityka automatyczna): serwer z rolą Aktywny {active} znów działa i wraca do obsługi ruchu, a serwer Hotspare {hotspare} wraca do gotowości (kolor żółty).',
          description: LOG,
        },
        eventValues(event),
      );
    case 'activeReturns':
      return translate(
        {
          id: 'otmSimulator.log.activeReturns',
          message:
            'Reguła 2 grupy głównej (polityka automatyczna): serwer z rolą Aktywny {active} znów działa i automatycznie wraca do obsługi ruchu.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'hotspareFailed':
      return translate(
        {
          id: 'otmSimulator.log.hotspareFailed',
          message:
            'Hotspare {hotspare} przestał działać, więc nie zastępuje już serwera {active}: serwer Hotspare z awarią nigdy nie obsługuje ruchu.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'hotspareReplaces':
      return translate(
        {
          id: 'otmSimulator.log.hotspareReplaces',
          message:
            'Reguła 1 grupy głównej (polityka automatyczna): serwer z rolą Aktywny {active} nie działa, więc sprawny serwer Hotspare {hotspare} zastępuje go 1:1 i przejmuje jego część ruchu.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'noFreeHotspare':
      return translate(
        {
          id: 'otmSimulator.log.noFreeHotspare',
          message: 'Serwer z rolą Aktywny {active} nie działa, a żaden sprawny serwer Hotspare nie jest wolny, więc nikt go nie zastępuje.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'failover':
      return translate(
        {
          id: 'otmSimulator.log.failover',
          message:
            'Reguła 1 grup (polityka automatyczna): wszystkie serwery grupy głównej przestały działać, więc ruch przechodzi do grupy zapasowej.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'failback':
      return translate(
        {
          id: 'otmSimulator.log.failback',
          message: 'Reguła 2 grup (polityka automatyczna): w grupie głównej znów działa {servers}, więc ruch wraca do grupy głównej.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'failoverWaits':
      return translate(
        {
          id: 'otmSimulator.log.failoverWaits',
          message:
            'Reguła 1 grup (polityka ręczna): wszystkie serwery grupy głównej przestały działać; ruch przejdzie do grupy zapasowej dopiero po „Aktywuj ręcznie” albo wywołaniu metody API.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'failbackWaits':
      return translate(
        {
          id: 'otmSimulator.log.failbackWaits',
          message:
            'Reguła 2 grup (polityka ręczna): w grupie głównej znów działa {servers}, ale ruch zostaje w grupie zapasowej do ręcznej aktywacji grupy głównej.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'traffic':
      return translate(
        {
          id: 'otmSimulator.log.traffic',
          message: 'Ruch obsługuje teraz {group}: {list}.',
          description: LOG,
        },
        eventValues(event),
      );
    case 'noTraffic':
      return translate(
        {
          id: 'otmSimulator.log.noTraffic',
          message: 'Żaden serwer nie obsługuje teraz ruchu: odpowiedź DNS nie zawiera adresów.',
          description: LOG,
        },
        eventValues(event),
      );
  }
}
