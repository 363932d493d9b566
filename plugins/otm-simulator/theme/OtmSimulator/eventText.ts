import {translate} from '@docusaurus/Translate';
import {formatShare, type GroupName, type Policy, type ServerRef, type SimulationEvent, type SimulationProblem} from '../../src/engine';

/**
 * The Polish words of the simulator's log and errors. The engine records typed events and
 * problems (src/types.ts); every sentence lives here, behind translate() with a literal id, so
 * that write-translations lists it in i18n/pl/code.json for the localisation maintainers.
 */

const label = (server: ServerRef): string => `${server.id} (${server.ip})`;

function policyName(policy: Policy): string {
  return policy === 'automatic'
    ? translate({id: 'otmSimulator.policy.automatic.nominative', message: 'automatyczna', description: 'OTM simulator log: "policy: automatic"'})
    : translate({id: 'otmSimulator.policy.manual.nominative', message: 'ręczna', description: 'OTM simulator log: "policy: manual"'});
}

function groupNominative(group: GroupName): string {
  return group === 'main'
    ? translate({id: 'otmSimulator.groupName.main', message: 'grupa główna', description: 'OTM simulator log: the main group (nominative)'})
    : translate({id: 'otmSimulator.groupName.backup', message: 'grupa zapasowa', description: 'OTM simulator log: the backup group (nominative)'});
}

function serverList(ids: readonly string[]): string {
  return ids.length > 0 ? ids.join(', ') : translate({id: 'otmSimulator.log.noServer', message: 'żaden serwer', description: 'OTM simulator log: an empty list of servers'});
}

function trafficText(group: GroupName, serving: readonly string[]): string {
  if (serving.length === 0) {
    return translate({id: 'otmSimulator.log.traffic.none', message: 'Żaden serwer nie obsługuje teraz ruchu: odpowiedź DNS nie zawiera adresów.', description: 'OTM simulator log: nobody serves'});
  }
  const share = formatShare(1 / serving.length);
  const list = serving.map((id) => `${id} (${share})`).join(', ');
  return group === 'main'
    ? translate({id: 'otmSimulator.log.traffic.main', message: 'Ruch obsługuje teraz grupa główna: {list}.', description: 'OTM simulator log: who serves, main group'}, {list})
    : translate({id: 'otmSimulator.log.traffic.backup', message: 'Ruch obsługuje teraz grupa zapasowa: {list}.', description: 'OTM simulator log: who serves, backup group'}, {list});
}

/** One log entry in Polish. */
export function eventText(event: SimulationEvent): string {
  switch (event.type) {
    case 'started':
      return translate(
        {id: 'otmSimulator.log.started', message: 'Start symulacji. Polityka serwerów: {serverPolicy}, polityka grup: {groupPolicy}.', description: 'OTM simulator log: the simulation starts'},
        {serverPolicy: policyName(event.serverPolicy), groupPolicy: policyName(event.groupPolicy)},
      );
    case 'allServersUp':
      return translate({
        id: 'otmSimulator.log.allServersUp',
        message: 'Wszystkie serwery działają. Serwery Active grupy głównej dzielą ruch po równo, bo grupa główna jest aktywna.',
        description: 'OTM simulator log: start state',
      });
    case 'standingBy':
      return translate({id: 'otmSimulator.log.standingBy', message: 'W gotowości do przejęcia ruchu (kolor żółty): {servers}.', description: 'OTM simulator log: servers ready to take traffic'}, {servers: serverList(event.servers)});
    case 'monitorReport':
      if (event.repeated) {
        return event.healthy
          ? translate({id: 'otmSimulator.log.monitor.repeatedUp', message: 'Monitor ponownie zgłasza, że serwer {server} działa: bez zmian.', description: 'OTM simulator log: repeated up report'}, {server: label(event.server)})
          : translate({id: 'otmSimulator.log.monitor.repeatedDown', message: 'Monitor ponownie zgłasza, że serwer {server} nie działa: bez zmian.', description: 'OTM simulator log: repeated down report'}, {server: label(event.server)});
      }
      return event.healthy
        ? translate({id: 'otmSimulator.log.monitor.up', message: 'Monitor: serwer {server} znów odpowiada (online).', description: 'OTM simulator log: a server is back'}, {server: label(event.server)})
        : translate({id: 'otmSimulator.log.monitor.down', message: 'Monitor: serwer {server} nie odpowiada (offline).', description: 'OTM simulator log: a server is down'}, {server: label(event.server)});
    case 'manualServersIgnoreHealth':
      return translate({
        id: 'otmSimulator.log.manualServersIgnoreHealth',
        message: 'Polityka serwerów ręczna: zmienia się tylko kolumna Online, a zawartość rekordu pozostaje bez zmian. Serwery w rekordzie przełączasz sam przełącznikiem ON/OFF.',
        description: 'OTM simulator log: manual server policy ignores monitors',
      });
    case 'switchNeedsManualPolicy':
      return translate(
        {id: 'otmSimulator.log.switchNeedsManualPolicy', message: 'Przełącznik ON/OFF serwera {server} działa tylko przy ręcznej polityce serwerów; przy automatycznej o obsłudze ruchu decydują monitory.', description: 'OTM simulator log: switch ignored'},
        {server: label(event.server)},
      );
    case 'switchUnchanged':
      return event.on
        ? translate({id: 'otmSimulator.log.switchUnchanged.on', message: 'Serwer {server} jest już włączony (ON): bez zmian.', description: 'OTM simulator log: already on'}, {server: label(event.server)})
        : translate({id: 'otmSimulator.log.switchUnchanged.off', message: 'Serwer {server} jest już wyłączony (OFF): bez zmian.', description: 'OTM simulator log: already off'}, {server: label(event.server)});
    case 'switched':
      return event.on
        ? translate({id: 'otmSimulator.log.switched.on', message: 'Ręcznie włączono serwer {server} (ON): rekord zaczyna zwracać jego adres.', description: 'OTM simulator log: switched on'}, {server: label(event.server)})
        : translate({id: 'otmSimulator.log.switched.off', message: 'Ręcznie wyłączono serwer {server} (OFF): rekord przestaje zwracać jego adres.', description: 'OTM simulator log: switched off'}, {server: label(event.server)});
    case 'switchedOnWhileDown':
      return translate(
        {id: 'otmSimulator.log.switchedOnWhileDown', message: 'Uwaga: monitor zgłasza, że {server} nie działa, a w trybie ręcznym rekord i tak zwróci jego adres.', description: 'OTM simulator log: a down server switched on'},
        {server: event.server},
      );
    case 'groupNotActive':
      return event.group === 'main'
        ? translate({id: 'otmSimulator.log.groupNotActive.main', message: 'Grupa główna nie jest teraz aktywna, więc zmiana zadziała dopiero po jej aktywacji.', description: 'OTM simulator log: change in an inactive group'})
        : translate({id: 'otmSimulator.log.groupNotActive.backup', message: 'Grupa zapasowa nie jest teraz aktywna, więc zmiana zadziała dopiero po jej aktywacji.', description: 'OTM simulator log: change in an inactive group'});
    case 'activationNeedsManualPolicy':
      return translate(
        {id: 'otmSimulator.log.activationNeedsManualPolicy', message: 'Przycisk „Aktywuj ręcznie” działa tylko przy ręcznej polityce grup; przy automatycznej grupę wybierają reguły, więc {group} nie zmienia stanu.', description: 'OTM simulator log: activation ignored'},
        {group: groupNominative(event.group)},
      );
    case 'groupAlreadyActive':
      return event.group === 'main'
        ? translate({id: 'otmSimulator.log.groupAlreadyActive.main', message: 'Grupa główna jest już aktywna: bez zmian.', description: 'OTM simulator log: already active'})
        : translate({id: 'otmSimulator.log.groupAlreadyActive.backup', message: 'Grupa zapasowa jest już aktywna: bez zmian.', description: 'OTM simulator log: already active'});
    case 'groupActivated':
      return event.group === 'main'
        ? translate({id: 'otmSimulator.log.groupActivated.main', message: 'Aktywuj ręcznie (polityka grup ręczna): ruch przechodzi do grupy głównej, a grupa zapasowa przestaje go obsługiwać, bo grupy działają wyłącznie w układzie master/backup.', description: 'OTM simulator log: main group activated'})
        : translate({id: 'otmSimulator.log.groupActivated.backup', message: 'Aktywuj ręcznie (polityka grup ręczna): ruch przechodzi do grupy zapasowej, a grupa główna przestaje go obsługiwać, bo grupy działają wyłącznie w układzie master/backup.', description: 'OTM simulator log: backup group activated'});
    case 'groupCannotServe':
      return event.group === 'main'
        ? translate({id: 'otmSimulator.log.groupCannotServe.main', message: 'Uwaga: w grupie głównej żaden serwer nie może teraz obsługiwać ruchu.', description: 'OTM simulator log: active group has no server'})
        : translate({id: 'otmSimulator.log.groupCannotServe.backup', message: 'Uwaga: w grupie zapasowej żaden serwer nie może teraz obsługiwać ruchu.', description: 'OTM simulator log: active group has no server'});
    case 'serverPolicyChanged':
      return event.policy === 'manual'
        ? translate(
            {id: 'otmSimulator.log.serverPolicyChanged.manual', message: 'Zmieniono politykę serwerów na ręczną. Awarie i przełączniki zostają takie, jakie były. Od teraz o zawartości rekordu decydują przełączniki ON/OFF; włączone są: {servers}.', description: 'OTM simulator log: server policy now manual'},
            {servers: serverList(event.switchedOn)},
          )
        : translate({id: 'otmSimulator.log.serverPolicyChanged.automatic', message: 'Zmieniono politykę serwerów na automatyczną. Awarie i przełączniki zostają takie, jakie były. Od teraz o obsłudze ruchu decydują monitory: reguły grupy głównej działają na obecnym stanie serwerów.', description: 'OTM simulator log: server policy now automatic'});
    case 'groupPolicyChanged':
      return event.policy === 'manual'
        ? translate({id: 'otmSimulator.log.groupPolicyChanged.manual', message: 'Zmieniono politykę grup na ręczną: aktywna grupa zmieni się tylko po kliknięciu „Aktywuj ręcznie”.', description: 'OTM simulator log: group policy now manual'})
        : translate({id: 'otmSimulator.log.groupPolicyChanged.automatic', message: 'Zmieniono politykę grup na automatyczną: reguły grup działają od razu na obecnym stanie.', description: 'OTM simulator log: group policy now automatic'});
    case 'policiesUnchanged':
      return translate({id: 'otmSimulator.log.policiesUnchanged', message: 'Polityki są takie same jak dotąd: bez zmian.', description: 'OTM simulator log: same policies chosen'});
    case 'activeReturnsFromHotspare':
      return translate(
        {id: 'otmSimulator.log.activeReturnsFromHotspare', message: 'Reguła 2 grupy głównej (polityka automatyczna): serwer Active {active} znów działa, więc wraca do obsługi ruchu, a hotspare {hotspare} oddaje mu ruch i wraca do gotowości (kolor żółty).', description: 'OTM simulator log: main-group rule 2 with a stand-in'},
        {active: label(event.active), hotspare: event.hotspare},
      );
    case 'activeReturns':
      return translate(
        {id: 'otmSimulator.log.activeReturns', message: 'Reguła 2 grupy głównej (polityka automatyczna): serwer Active {active} znów działa i automatycznie wraca do obsługi ruchu.', description: 'OTM simulator log: main-group rule 2'},
        {active: label(event.active)},
      );
    case 'hotspareFailed':
      return translate(
        {id: 'otmSimulator.log.hotspareFailed', message: 'Hotspare {hotspare} sam przestał działać, więc nie zastępuje już serwera {active}: hotspare nigdy nie obsługuje ruchu, gdy jego monitor zgłasza awarię.', description: 'OTM simulator log: a standing-in hotspare fails'},
        {hotspare: label(event.hotspare), active: event.active},
      );
    case 'hotspareReplaces':
      return translate(
        {id: 'otmSimulator.log.hotspareReplaces', message: 'Reguła 1 grupy głównej (polityka automatyczna): serwer Active {active} nie działa, więc sprawny według monitora hotspare {hotspare} zastępuje go 1:1 i przejmuje jego część ruchu.', description: 'OTM simulator log: main-group rule 1'},
        {active: event.active, hotspare: label(event.hotspare)},
      );
    case 'noFreeHotspare':
      return event.othersServe
        ? translate({id: 'otmSimulator.log.noFreeHotspare.othersServe', message: 'Serwer Active {active} nie działa, a żaden sprawny hotspare nie jest wolny, więc nikt go nie zastępuje: jego część ruchu rozkłada się po równo na serwery grupy głównej, które nadal działają.', description: 'OTM simulator log: no hotspare, others serve'}, {active: event.active})
        : translate({id: 'otmSimulator.log.noFreeHotspare.noneLeft', message: 'Serwer Active {active} nie działa, a żaden sprawny hotspare nie jest wolny: w grupie głównej nie został żaden serwer, który może obsługiwać ruch.', description: 'OTM simulator log: no hotspare, nobody left'}, {active: event.active});
    case 'failover':
      return translate({id: 'otmSimulator.log.failover', message: 'Reguła 1 grup (polityka automatyczna): wszystkie serwery grupy głównej przestały działać, więc ruch przechodzi do grupy zapasowej; jej sprawne serwery dzielą go po równo.', description: 'OTM simulator log: group rule 1, automatic'});
    case 'failback':
      return translate(
        {id: 'otmSimulator.log.failback', message: 'Reguła 2 grup (polityka automatyczna): w grupie głównej znów działa {servers}, więc ruch wraca do grupy głównej, a grupa zapasowa wraca do gotowości.', description: 'OTM simulator log: group rule 2, automatic'},
        {servers: serverList(event.healthyMain)},
      );
    case 'failoverWaits':
      return translate({id: 'otmSimulator.log.failoverWaits', message: 'Reguła 1 grup (polityka ręczna): wszystkie serwery grupy głównej przestały działać, ale ruch przejdzie do grupy zapasowej dopiero po kliknięciu „Aktywuj ręcznie” przy grupie zapasowej albo po wywołaniu metody API.', description: 'OTM simulator log: group rule 1, manual'});
    case 'failbackWaits':
      return translate(
        {id: 'otmSimulator.log.failbackWaits', message: 'Reguła 2 grup (polityka ręczna): w grupie głównej znów działa {servers}, ale ruch zostaje w grupie zapasowej, dopóki nie aktywujesz grupy głównej ręcznie („Aktywuj ręcznie”).', description: 'OTM simulator log: group rule 2, manual'},
        {servers: serverList(event.healthyMain)},
      );
    case 'traffic':
      return trafficText(event.group, event.serving);
  }
}

/** Why the engine refused a configuration or a call, in Polish. */
export function problemText(problem: SimulationProblem): string {
  switch (problem.code) {
    case 'configNotObject':
      return translate({id: 'otmSimulator.problem.configNotObject', message: 'Konfiguracja symulatora musi być obiektem z polami servers, serverPolicy i groupPolicy.', description: 'OTM simulator error'});
    case 'noServers':
      return translate({id: 'otmSimulator.problem.noServers', message: 'Konfiguracja musi zawierać listę servers z co najmniej jednym serwerem.', description: 'OTM simulator error'});
    case 'serverNotObject':
      return translate({id: 'otmSimulator.problem.serverNotObject', message: 'Serwer nr {server} nie jest opisem serwera (obiektem z polami id, ip i group).', description: 'OTM simulator error'}, {server: problem.server});
    case 'serverWithoutId':
      return translate({id: 'otmSimulator.problem.serverWithoutId', message: 'Serwer nr {server} nie ma identyfikatora: pole id musi być niepustym tekstem.', description: 'OTM simulator error'}, {server: problem.server});
    case 'duplicateId':
      return translate({id: 'otmSimulator.problem.duplicateId', message: 'Identyfikator serwera „{id}” występuje więcej niż raz; każdy serwer potrzebuje własnego id.', description: 'OTM simulator error'}, {id: problem.id});
    case 'invalidIp':
      return translate({id: 'otmSimulator.problem.invalidIp', message: 'Serwer „{id}”: „{ip}” nie jest poprawnym adresem IPv4 ani IPv6.', description: 'OTM simulator error'}, {id: problem.id, ip: problem.ip});
    case 'unknownGroup':
      return translate({id: 'otmSimulator.problem.unknownGroup', message: 'Serwer „{id}”: nieznana grupa „{group}”. Serwer należy do grupy „main” (główna) albo „backup” (zapasowa).', description: 'OTM simulator error'}, {id: problem.id, group: problem.group});
    case 'unknownRole':
      return translate({id: 'otmSimulator.problem.unknownRole', message: 'Serwer „{id}”: nieznana rola „{role}”. Dozwolone role to „active” i „hotspare”.', description: 'OTM simulator error'}, {id: problem.id, role: problem.role});
    case 'roleInBackupGroup':
      return translate({id: 'otmSimulator.problem.roleInBackupGroup', message: 'Serwer „{id}” należy do grupy zapasowej, a role Active i Hotspare istnieją tylko w grupie głównej. Usuń rolę albo przenieś serwer do grupy głównej.', description: 'OTM simulator error'}, {id: problem.id});
    case 'monitoredNotBoolean':
      return translate({id: 'otmSimulator.problem.monitoredNotBoolean', message: 'Serwer „{id}”: pole monitored przyjmuje tylko wartość true albo false.', description: 'OTM simulator error'}, {id: problem.id});
    case 'unknownPolicy':
      if (problem.setting === 'serverPolicy') {
        return translate({id: 'otmSimulator.problem.unknownPolicy.server', message: 'Nieznana polityka serwerów (serverPolicy): „{value}”. Dozwolone wartości to „automatic” (automatycznie) i „manual” (ręcznie).', description: 'OTM simulator error'}, {value: problem.value});
      }
      if (problem.setting === 'groupPolicy') {
        return translate({id: 'otmSimulator.problem.unknownPolicy.group', message: 'Nieznana polityka grup (groupPolicy): „{value}”. Dozwolone wartości to „automatic” (automatycznie) i „manual” (ręcznie).', description: 'OTM simulator error'}, {value: problem.value});
      }
      return translate({id: 'otmSimulator.problem.unknownPolicy', message: 'Nieznana polityka „{value}”. Polityka może być automatyczna („automatic”) albo ręczna („manual”).', description: 'OTM simulator error'}, {value: problem.value});
    case 'noActiveServer':
      return translate({id: 'otmSimulator.problem.noActiveServer', message: 'Grupa główna musi mieć co najmniej jeden serwer w roli Active: bez niego rekord nie ma dokąd kierować ruchu.', description: 'OTM simulator error'});
    case 'automaticNeedsMonitor':
      return translate({id: 'otmSimulator.problem.automaticNeedsMonitor', message: 'Polityka automatyczna wymaga monitora podpiętego do każdego serwera, a serwer „{id}” go nie ma. Podepnij monitor albo wybierz politykę ręczną.', description: 'OTM simulator error'}, {id: problem.id});
    case 'unknownServer':
      return translate({id: 'otmSimulator.problem.unknownServer', message: 'Nie ma serwera o identyfikatorze „{id}”. Serwery w tym rekordzie: {known}.', description: 'OTM simulator error'}, {id: problem.id, known: problem.known.join(', ')});
    case 'healthNotBoolean':
      return translate({id: 'otmSimulator.problem.healthNotBoolean', message: 'Stan serwera podaje się jako true (działa) albo false (awaria).', description: 'OTM simulator error'});
    case 'serverNotMonitored':
      return translate({id: 'otmSimulator.problem.serverNotMonitored', message: 'Serwer „{id}” nie ma podpiętego monitora, więc nikt nie zgłasza jego stanu.', description: 'OTM simulator error'}, {id: problem.id});
    case 'switchNotBoolean':
      return translate({id: 'otmSimulator.problem.switchNotBoolean', message: 'Przełącznik serwera przyjmuje tylko wartość ON (true) albo OFF (false).', description: 'OTM simulator error'});
    case 'unknownGroupToActivate':
      return translate({id: 'otmSimulator.problem.unknownGroupToActivate', message: 'Nieznana grupa „{group}”. Aktywować można grupę „main” (główną) albo „backup” (zapasową).', description: 'OTM simulator error'}, {group: problem.group});
    case 'invalidQueryNumber':
      return translate({id: 'otmSimulator.problem.invalidQueryNumber', message: 'Numer zapytania DNS musi być liczbą całkowitą nie mniejszą niż 0, a podano „{value}”.', description: 'OTM simulator error'}, {value: problem.value});
  }
}
