import {translate} from '@docusaurus/Translate';
import {formatShare, type GroupName, type ServerRef, type SimulationEvent, type SimulationProblem} from '../../src/engine';
import {onlineLabel, policyLabel} from './labels';

/**
 * The Polish words of the simulator's log and errors. The engine records typed events and
 * problems (src/types.ts); every sentence lives here, one template per kind with its values,
 * behind translate() with a literal id, so that write-translations lists it in i18n/pl/code.json
 * for the localisation maintainers. Policy and monitor words reuse the widget's labels (labels.ts);
 * templates name a group only in the nominative, so each group needs one word, not its cases.
 * code.json ships with every page: keep the number of messages small.
 */

const label = (server: ServerRef): string => `${server.id} (${server.ip})`;
const position = (on: boolean): string => (on ? 'ON' : 'OFF');

function groupName(group: GroupName): string {
  return group === 'main'
    ? translate({id: 'otmSimulator.groupName.main', message: 'grupa główna', description: 'OTM simulator log: the main group (nominative)'})
    : translate({id: 'otmSimulator.groupName.backup', message: 'grupa zapasowa', description: 'OTM simulator log: the backup group (nominative)'});
}

function serverList(ids: readonly string[]): string {
  return ids.length > 0 ? ids.join(', ') : translate({id: 'otmSimulator.log.noServer', message: 'żaden serwer', description: 'OTM simulator log: an empty list of servers'});
}

/** One log entry in Polish. */
export function eventText(event: SimulationEvent): string {
  const d = 'OTM simulator log';
  switch (event.type) {
    case 'started':
      return translate(
        {id: 'otmSimulator.log.started', message: 'Start symulacji. Polityka serwerów: {serverPolicy}; polityka grup: {groupPolicy}.', description: d},
        {serverPolicy: policyLabel(event.serverPolicy), groupPolicy: policyLabel(event.groupPolicy)},
      );
    case 'allServersUp':
      return translate({id: 'otmSimulator.log.allServersUp', message: 'Wszystkie serwery działają. Serwery Active grupy głównej dzielą ruch po równo, bo grupa główna jest aktywna.', description: d});
    case 'standingBy':
      return translate({id: 'otmSimulator.log.standingBy', message: 'W gotowości do przejęcia ruchu (kolor żółty): {servers}.', description: d}, {servers: serverList(event.servers)});
    case 'monitorReport':
      return translate({id: 'otmSimulator.log.monitorReport', message: 'Monitor zgłasza nowy stan serwera {server}: {status}.', description: d}, {server: label(event.server), status: onlineLabel(event.healthy, true)});
    case 'monitorUnchanged':
      return translate({id: 'otmSimulator.log.monitorUnchanged', message: 'Monitor ponownie zgłasza stan serwera {server}: {status}, bez zmian.', description: d}, {server: label(event.server), status: onlineLabel(event.healthy, true)});
    case 'manualServersIgnoreHealth':
      return translate({
        id: 'otmSimulator.log.manualServersIgnoreHealth',
        message: 'Polityka serwerów ręczna: zmienia się tylko kolumna Online, a zawartość rekordu pozostaje bez zmian. Serwery w rekordzie przełączasz sam przełącznikiem ON/OFF.',
        description: d,
      });
    case 'switchNeedsManualPolicy':
      return translate(
        {id: 'otmSimulator.log.switchNeedsManualPolicy', message: 'Przełącznik ON/OFF serwera {server} działa tylko przy ręcznej polityce serwerów; przy automatycznej o obsłudze ruchu decydują monitory.', description: d},
        {server: label(event.server)},
      );
    case 'switchUnchanged':
      return translate({id: 'otmSimulator.log.switchUnchanged', message: 'Przełącznik serwera {server} jest już w pozycji {position}: bez zmian.', description: d}, {server: label(event.server), position: position(event.on)});
    case 'switched':
      return translate(
        {id: 'otmSimulator.log.switched', message: 'Ręcznie przełączono serwer {server} na {position}: rekord zwraca adresy tylko serwerów w pozycji ON.', description: d},
        {server: label(event.server), position: position(event.on)},
      );
    case 'switchedOnWhileDown':
      return translate(
        {id: 'otmSimulator.log.switchedOnWhileDown', message: 'Uwaga: monitor zgłasza, że {server} nie działa, a w trybie ręcznym rekord i tak zwróci jego adres.', description: d},
        {server: event.server},
      );
    case 'groupNotActive':
      return translate(
        {id: 'otmSimulator.log.groupNotActive', message: 'Zmiana zadziała dopiero po aktywacji grupy tego serwera, bo {group} nie jest teraz aktywna.', description: d},
        {group: groupName(event.group)},
      );
    case 'activationNeedsManualPolicy':
      return translate(
        {id: 'otmSimulator.log.activationNeedsManualPolicy', message: 'Przycisk „Aktywuj ręcznie” działa tylko przy ręcznej polityce grup; przy automatycznej grupę wybierają reguły, więc {group} nie zmienia stanu.', description: d},
        {group: groupName(event.group)},
      );
    case 'groupAlreadyActive':
      return translate({id: 'otmSimulator.log.groupAlreadyActive', message: 'Aktywna jest już {group}: bez zmian.', description: d}, {group: groupName(event.group)});
    case 'groupActivated':
      return translate(
        {id: 'otmSimulator.log.groupActivated', message: 'Aktywuj ręcznie (polityka grup ręczna): aktywna jest teraz {group}, a druga grupa przestaje obsługiwać ruch, bo grupy działają wyłącznie w układzie master/backup.', description: d},
        {group: groupName(event.group)},
      );
    case 'groupCannotServe':
      return translate({id: 'otmSimulator.log.groupCannotServe', message: 'Uwaga: aktywna jest {group}, ale żaden jej serwer nie może teraz obsługiwać ruchu.', description: d}, {group: groupName(event.group)});
    case 'serversNowManual':
      return translate(
        {id: 'otmSimulator.log.serversNowManual', message: 'Zmieniono politykę serwerów na ręczną. Awarie i przełączniki zostają takie, jakie były. Od teraz o zawartości rekordu decydują przełączniki ON/OFF; włączone są: {servers}.', description: d},
        {servers: serverList(event.switchedOn)},
      );
    case 'serversNowAutomatic':
      return translate({id: 'otmSimulator.log.serversNowAutomatic', message: 'Zmieniono politykę serwerów na automatyczną. Awarie i przełączniki zostają takie, jakie były. Od teraz o obsłudze ruchu decydują monitory: reguły grupy głównej działają na obecnym stanie serwerów.', description: d});
    case 'groupsNowManual':
      return translate({id: 'otmSimulator.log.groupsNowManual', message: 'Zmieniono politykę grup na ręczną: aktywna grupa zmieni się tylko po kliknięciu „Aktywuj ręcznie”.', description: d});
    case 'groupsNowAutomatic':
      return translate({id: 'otmSimulator.log.groupsNowAutomatic', message: 'Zmieniono politykę grup na automatyczną: reguły grup działają od razu na obecnym stanie.', description: d});
    case 'policiesUnchanged':
      return translate({id: 'otmSimulator.log.policiesUnchanged', message: 'Polityki są takie same jak dotąd: bez zmian.', description: d});
    case 'activeReturnsFromHotspare':
      return translate(
        {id: 'otmSimulator.log.activeReturnsFromHotspare', message: 'Reguła 2 grupy głównej (polityka automatyczna): serwer Active {active} znów działa, więc wraca do obsługi ruchu, a hotspare {hotspare} oddaje mu ruch i wraca do gotowości (kolor żółty).', description: d},
        {active: label(event.active), hotspare: event.hotspare},
      );
    case 'activeReturns':
      return translate(
        {id: 'otmSimulator.log.activeReturns', message: 'Reguła 2 grupy głównej (polityka automatyczna): serwer Active {active} znów działa i automatycznie wraca do obsługi ruchu.', description: d},
        {active: label(event.active)},
      );
    case 'hotspareFailed':
      return translate(
        {id: 'otmSimulator.log.hotspareFailed', message: 'Hotspare {hotspare} sam przestał działać, więc nie zastępuje już serwera {active}: hotspare nigdy nie obsługuje ruchu, gdy jego monitor zgłasza awarię.', description: d},
        {hotspare: label(event.hotspare), active: event.active},
      );
    case 'hotspareReplaces':
      return translate(
        {id: 'otmSimulator.log.hotspareReplaces', message: 'Reguła 1 grupy głównej (polityka automatyczna): serwer Active {active} nie działa, więc sprawny według monitora hotspare {hotspare} zastępuje go 1:1 i przejmuje jego część ruchu.', description: d},
        {active: event.active, hotspare: label(event.hotspare)},
      );
    case 'noFreeHotspare':
      return translate(
        {id: 'otmSimulator.log.noFreeHotspare', message: 'Serwer Active {active} nie działa, a żaden sprawny hotspare nie jest wolny, więc nikt go nie zastępuje: jego część ruchu przejmują serwery, które nadal działają, jeśli jakieś zostały.', description: d},
        {active: event.active},
      );
    case 'failover':
      return translate({id: 'otmSimulator.log.failover', message: 'Reguła 1 grup (polityka automatyczna): wszystkie serwery grupy głównej przestały działać, więc ruch przechodzi do grupy zapasowej; jej sprawne serwery dzielą go po równo.', description: d});
    case 'failback':
      return translate(
        {id: 'otmSimulator.log.failback', message: 'Reguła 2 grup (polityka automatyczna): w grupie głównej znów działa {servers}, więc ruch wraca do grupy głównej, a grupa zapasowa wraca do gotowości.', description: d},
        {servers: serverList(event.healthyMain)},
      );
    case 'failoverWaits':
      return translate({id: 'otmSimulator.log.failoverWaits', message: 'Reguła 1 grup (polityka ręczna): wszystkie serwery grupy głównej przestały działać, ale ruch przejdzie do grupy zapasowej dopiero po kliknięciu „Aktywuj ręcznie” przy grupie zapasowej albo po wywołaniu metody API.', description: d});
    case 'failbackWaits':
      return translate(
        {id: 'otmSimulator.log.failbackWaits', message: 'Reguła 2 grup (polityka ręczna): w grupie głównej znów działa {servers}, ale ruch zostaje w grupie zapasowej, dopóki nie aktywujesz grupy głównej ręcznie („Aktywuj ręcznie”).', description: d},
        {servers: serverList(event.healthyMain)},
      );
    case 'traffic': {
      const share = formatShare(1 / event.serving.length);
      const list = event.serving.map((id) => `${id} (${share})`).join(', ');
      return translate({id: 'otmSimulator.log.traffic', message: 'Ruch obsługuje teraz {group}: {list}.', description: d}, {group: groupName(event.group), list});
    }
    case 'noTraffic':
      return translate({id: 'otmSimulator.log.noTraffic', message: 'Żaden serwer nie obsługuje teraz ruchu: odpowiedź DNS nie zawiera adresów.', description: d});
  }
}

/** Why the engine refused a configuration or a call, in Polish. */
export function problemText(problem: SimulationProblem): string {
  const d = 'OTM simulator error';
  switch (problem.code) {
    case 'configNotObject':
      return translate({id: 'otmSimulator.problem.configNotObject', message: 'Konfiguracja symulatora musi być obiektem z polami servers, serverPolicy i groupPolicy.', description: d});
    case 'noServers':
      return translate({id: 'otmSimulator.problem.noServers', message: 'Konfiguracja musi zawierać listę servers z co najmniej jednym serwerem.', description: d});
    case 'serverNotObject':
      return translate({id: 'otmSimulator.problem.serverNotObject', message: 'Serwer nr {server} nie jest opisem serwera (obiektem z polami id, ip i group).', description: d}, {server: problem.server});
    case 'serverWithoutId':
      return translate({id: 'otmSimulator.problem.serverWithoutId', message: 'Serwer nr {server} nie ma identyfikatora: pole id musi być niepustym tekstem.', description: d}, {server: problem.server});
    case 'duplicateId':
      return translate({id: 'otmSimulator.problem.duplicateId', message: 'Identyfikator serwera „{id}” występuje więcej niż raz; każdy serwer potrzebuje własnego id.', description: d}, {id: problem.id});
    case 'invalidServerValue':
      return translate(
        {id: 'otmSimulator.problem.invalidServerValue', message: 'Serwer „{id}”: pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.', description: d},
        {id: problem.id, field: problem.field, value: problem.value, allowed: problem.allowed.join(', ')},
      );
    case 'invalidValue':
      return translate(
        {id: 'otmSimulator.problem.invalidValue', message: 'Pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.', description: d},
        {field: problem.field, value: problem.value, allowed: problem.allowed.join(', ')},
      );
    case 'roleInBackupGroup':
      return translate({id: 'otmSimulator.problem.roleInBackupGroup', message: 'Serwer „{id}” należy do grupy zapasowej, a role Active i Hotspare istnieją tylko w grupie głównej. Usuń rolę albo przenieś serwer do grupy głównej.', description: d}, {id: problem.id});
    case 'noActiveServer':
      return translate({id: 'otmSimulator.problem.noActiveServer', message: 'Grupa główna musi mieć co najmniej jeden serwer w roli Active: bez niego rekord nie ma dokąd kierować ruchu.', description: d});
    case 'automaticNeedsMonitor':
      return translate({id: 'otmSimulator.problem.automaticNeedsMonitor', message: 'Polityka automatyczna wymaga monitora podpiętego do każdego serwera, a serwer „{id}” go nie ma. Podepnij monitor albo wybierz politykę ręczną.', description: d}, {id: problem.id});
    case 'unknownServer':
      return translate({id: 'otmSimulator.problem.unknownServer', message: 'Nie ma serwera o identyfikatorze „{id}”. Serwery w tym rekordzie: {known}.', description: d}, {id: problem.id, known: problem.known.join(', ')});
    case 'serverNotMonitored':
      return translate({id: 'otmSimulator.problem.serverNotMonitored', message: 'Serwer „{id}” nie ma podpiętego monitora, więc nikt nie zgłasza jego stanu.', description: d}, {id: problem.id});
  }
}
