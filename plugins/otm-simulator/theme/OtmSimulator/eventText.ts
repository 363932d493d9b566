import {formatShare, type GroupName, type Policy, type ServerRef, type SimulationEvent} from '../../src/engine';
import {groupWords, onlineLabel, policyLabel} from './labels';
import {fill} from './fill';

/**
 * The Polish words of the simulator's log. The engine records typed events (src/types.ts); every
 * sentence lives here, one template per kind. They are plain templates, not translate() messages:
 * i18n/pl/code.json ships in every page's main bundle, and the log is only on the simulator's
 * page. An event's values are worded once, by field name (eventValues). Policy, monitor and group
 * words reuse the widget's labels (labels.ts); templates name a group only in the nominative, so
 * each group needs one word, not its cases.
 */

function serverList(ids: readonly string[]): string {
  return ids.length > 0 ? ids.join(', ') : 'żaden serwer';
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
      return fill('Start symulacji. Polityka serwerów: {serverPolicy}; polityka grup: {groupPolicy}.', eventValues(event));
    case 'allServersUp':
      return fill('Wszystkie serwery działają. Serwery z rolą Aktywny grupy głównej dzielą ruch po równo.', eventValues(event));
    case 'standingBy':
      return fill('W gotowości do przejęcia ruchu (kolor żółty): {servers}.', eventValues(event));
    case 'monitorReport':
      return fill('Monitor zgłasza nowy stan serwera {server}: {status}.', eventValues(event));
    case 'monitorUnchanged':
      return fill('Monitor ponownie zgłasza stan serwera {server}: {status}, bez zmian.', eventValues(event));
    case 'manualServersIgnoreHealth':
      return fill(
        'Polityka serwerów ręczna: zmienia się tylko kolumna Online, rekord zostaje bez zmian. Serwery w rekordzie przełączasz przełącznikiem ON/OFF.',
        eventValues(event),
      );
    case 'switchNeedsManualPolicy':
      return fill(
        'Przełącznik ON/OFF serwera {server} działa tylko przy ręcznej polityce serwerów; przy automatycznej decydują monitory.',
        eventValues(event),
      );
    case 'switchUnchanged':
      return fill('Przełącznik serwera {server} jest już w pozycji {position}: bez zmian.', eventValues(event));
    case 'switched':
      return fill(
        'Ręcznie przełączono serwer {server} na {position}: rekord zwraca adresy tylko serwerów w pozycji ON.',
        eventValues(event),
      );
    case 'switchedOnWhileDown':
      return fill('Uwaga: monitor zgłasza awarię {server}, a w trybie ręcznym rekord i tak zwróci jego adres.', eventValues(event));
    case 'groupNotActive':
      return fill('Zmiana zadziała dopiero po aktywacji grupy tego serwera, bo {group} nie jest teraz aktywna.', eventValues(event));
    case 'activationNeedsManualPolicy':
      return fill(
        'Przycisk „Aktywuj ręcznie” działa tylko przy ręcznej polityce grup; przy automatycznej grupę wybierają reguły, więc {group} nie zmienia stanu.',
        eventValues(event),
      );
    case 'groupAlreadyActive':
      return fill('Aktywna jest już {group}: bez zmian.', eventValues(event));
    case 'groupActivated':
      return fill(
        'Aktywuj ręcznie: aktywna jest teraz {group}, a druga grupa przestaje obsługiwać ruch (grupy działają tylko w układzie master/backup).',
        eventValues(event),
      );
    case 'groupCannotServe':
      return fill('Uwaga: aktywna jest {group}, ale żaden jej serwer nie może teraz obsługiwać ruchu.', eventValues(event));
    case 'serversNowManual':
      return fill(
        'Zmieniono politykę serwerów na ręczną. Awarie i przełączniki zostają bez zmian; o zawartości rekordu decydują przełączniki ON/OFF, włączone: {servers}.',
        eventValues(event),
      );
    case 'serversNowAutomatic':
      return fill(
        'Zmieniono politykę serwerów na automatyczną. Awarie i przełączniki zostają bez zmian; o obsłudze ruchu decydują monitory i reguły grupy głównej.',
        eventValues(event),
      );
    case 'groupsNowManual':
      return fill('Zmieniono politykę grup na ręczną: aktywna grupa zmieni się tylko po kliknięciu „Aktywuj ręcznie”.', eventValues(event));
    case 'groupsNowAutomatic':
      return fill('Zmieniono politykę grup na automatyczną: reguły grup działają od razu na obecnym stanie.', eventValues(event));
    case 'policiesUnchanged':
      return fill('Polityki są takie same jak dotąd: bez zmian.', eventValues(event));
    case 'activeReturnsFromHotspare':
      return fill(
        'Reguła 2 grupy głównej (polityka automatyczna): serwer z rolą Aktywny {active} znów działa i wraca do obsługi ruchu, a serwer Hotspare {hotspare} wraca do gotowości (kolor żółty).',
        eventValues(event),
      );
    case 'activeReturns':
      return fill(
        'Reguła 2 grupy głównej (polityka automatyczna): serwer z rolą Aktywny {active} znów działa i automatycznie wraca do obsługi ruchu.',
        eventValues(event),
      );
    case 'hotspareFailed':
      return fill(
        'Hotspare {hotspare} przestał działać, więc nie zastępuje już serwera {active}: serwer Hotspare z awarią nigdy nie obsługuje ruchu.',
        eventValues(event),
      );
    case 'hotspareReplaces':
      return fill(
        'Reguła 1 grupy głównej (polityka automatyczna): serwer z rolą Aktywny {active} nie działa, więc sprawny serwer Hotspare {hotspare} zastępuje go 1:1 i przejmuje jego część ruchu.',
        eventValues(event),
      );
    case 'noFreeHotspare':
      return fill(
        'Serwer z rolą Aktywny {active} nie działa, a żaden sprawny serwer Hotspare nie jest wolny, więc nikt go nie zastępuje.',
        eventValues(event),
      );
    case 'failover':
      return fill(
        'Reguła 1 grup (polityka automatyczna): wszystkie serwery grupy głównej przestały działać, więc ruch przechodzi do grupy zapasowej.',
        eventValues(event),
      );
    case 'failback':
      return fill(
        'Reguła 2 grup (polityka automatyczna): w grupie głównej znów działa {servers}, więc ruch wraca do grupy głównej.',
        eventValues(event),
      );
    case 'failoverWaits':
      return fill(
        'Reguła 1 grup (polityka ręczna): wszystkie serwery grupy głównej przestały działać; ruch przejdzie do grupy zapasowej dopiero po „Aktywuj ręcznie” albo wywołaniu metody API.',
        eventValues(event),
      );
    case 'failbackWaits':
      return fill(
        'Reguła 2 grup (polityka ręczna): w grupie głównej znów działa {servers}, ale ruch zostaje w grupie zapasowej do ręcznej aktywacji grupy głównej.',
        eventValues(event),
      );
    case 'traffic':
      return fill('Ruch obsługuje teraz {group}: {list}.', eventValues(event));
    case 'noTraffic':
      return fill('Żaden serwer nie obsługuje teraz ruchu: odpowiedź DNS nie zawiera adresów.', eventValues(event));
  }
}
