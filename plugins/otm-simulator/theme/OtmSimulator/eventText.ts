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
    : translate({
        id: 'otmSimulator.groupName.backup',
        message: 'grupa zapasowa',
        description: 'OTM simulator log: the backup group (nominative)',
      });
}

function serverList(ids: readonly string[]): string {
  return ids.length > 0
    ? ids.join(', ')
    : translate({id: 'otmSimulator.log.noServer', message: 'żaden serwer', description: 'OTM simulator log: an empty list of servers'});
}

/** One log entry in Polish. */
export function eventText(event: SimulationEvent): string {
  const d = 'OTM simulator log';
  switch (event.type) {
    case 'started':
      return translate(
        {
          id: 'otmSimulator.log.started',
          message: 'Start symulacji. Polityka serwerów: {serverPolicy}; polityka grup: {groupPolicy}.',
          description: d,
        },
        {serverPolicy: policyLabel(event.serverPolicy), groupPolicy: policyLabel(event.groupPolicy)},
      );
    case 'allServersUp':
      return translate({
        id: 'otmSimulator.log.allServersUp',
        message: 'Wszystkie serwery działają. Serwery Active grupy głównej dzielą ruch po równo.',
        description: d,
      });
    case 'standingBy':
      return translate(
        {id: 'otmSimulator.log.standingBy', message: 'W gotowości do przejęcia ruchu (kolor żółty): {servers}.', description: d},
        {servers: serverList(event.servers)},
      );
    case 'monitorReport':
      return translate(
        {id: 'otmSimulator.log.monitorReport', message: 'Monitor zgłasza nowy stan serwera {server}: {status}.', description: d},
        {server: label(event.server), status: onlineLabel(event.healthy, true)},
      );
    case 'monitorUnchanged':
      return translate(
        {
          id: 'otmSimulator.log.monitorUnchanged',
          message: 'Monitor ponownie zgłasza stan serwera {server}: {status}, bez zmian.',
          description: d,
        },
        {server: label(event.server), status: onlineLabel(event.healthy, true)},
      );
    case 'manualServersIgnoreHealth':
      return translate({
        id: 'otmSimulator.log.manualServersIgnoreHealth',
        message:
          'Polityka serwerów ręczna: zmienia się tylko kolumna Online, rekord zostaje bez zmian. Serwery w rekordzie przełączasz przełącznikiem ON/OFF.',
        description: d,
      });
    case 'switchNeedsManualPolicy':
      return translate(
        {
          id: 'otmSimulator.log.switchNeedsManualPolicy',
          message: 'Przełącznik ON/OFF serwera {server} działa tylko przy ręcznej polityce serwerów; przy automatycznej decydują monitory.',
          description: d,
        },
        {server: label(event.server)},
      );
    case 'switchUnchanged':
      return translate(
        {
          id: 'otmSimulator.log.switchUnchanged',
          message: 'Przełącznik serwera {server} jest już w pozycji {position}: bez zmian.',
          description: d,
        },
        {server: label(event.server), position: position(event.on)},
      );
    case 'switched':
      return translate(
        {
          id: 'otmSimulator.log.switched',
          message: 'Ręcznie przełączono serwer {server} na {position}: rekord zwraca adresy tylko serwerów w pozycji ON.',
          description: d,
        },
        {server: label(event.server), position: position(event.on)},
      );
    case 'switchedOnWhileDown':
      return translate(
        {
          id: 'otmSimulator.log.switchedOnWhileDown',
          message: 'Uwaga: monitor zgłasza awarię {server}, a w trybie ręcznym rekord i tak zwróci jego adres.',
          description: d,
        },
        {server: event.server},
      );
    case 'groupNotActive':
      return translate(
        {
          id: 'otmSimulator.log.groupNotActive',
          message: 'Zmiana zadziała dopiero po aktywacji grupy tego serwera, bo {group} nie jest teraz aktywna.',
          description: d,
        },
        {group: groupName(event.group)},
      );
    case 'activationNeedsManualPolicy':
      return translate(
        {
          id: 'otmSimulator.log.activationNeedsManualPolicy',
          message:
            'Przycisk „Aktywuj ręcznie” działa tylko przy ręcznej polityce grup; przy automatycznej grupę wybierają reguły, więc {group} nie zmienia stanu.',
          description: d,
        },
        {group: groupName(event.group)},
      );
    case 'groupAlreadyActive':
      return translate(
        {id: 'otmSimulator.log.groupAlreadyActive', message: 'Aktywna jest już {group}: bez zmian.', description: d},
        {group: groupName(event.group)},
      );
    case 'groupActivated':
      return translate(
        {
          id: 'otmSimulator.log.groupActivated',
          message:
            'Aktywuj ręcznie: aktywna jest teraz {group}, a druga grupa przestaje obsługiwać ruch (grupy działają tylko w układzie master/backup).',
          description: d,
        },
        {group: groupName(event.group)},
      );
    case 'groupCannotServe':
      return translate(
        {
          id: 'otmSimulator.log.groupCannotServe',
          message: 'Uwaga: aktywna jest {group}, ale żaden jej serwer nie może teraz obsługiwać ruchu.',
          description: d,
        },
        {group: groupName(event.group)},
      );
    case 'serversNowManual':
      return translate(
        {
          id: 'otmSimulator.log.serversNowManual',
          message:
            'Zmieniono politykę serwerów na ręczną. Awarie i przełączniki zostają bez zmian; o zawartości rekordu decydują przełączniki ON/OFF, włączone: {servers}.',
          description: d,
        },
        {servers: serverList(event.switchedOn)},
      );
    case 'serversNowAutomatic':
      return translate({
        id: 'otmSimulator.log.serversNowAutomatic',
        message:
          'Zmieniono politykę serwerów na automatyczną. Awarie i przełączniki zostają bez zmian; o obsłudze ruchu decydują monitory i reguły grupy głównej.',
        description: d,
      });
    case 'groupsNowManual':
      return translate({
        id: 'otmSimulator.log.groupsNowManual',
        message: 'Zmieniono politykę grup na ręczną: aktywna grupa zmieni się tylko po kliknięciu „Aktywuj ręcznie”.',
        description: d,
      });
    case 'groupsNowAutomatic':
      return translate({
        id: 'otmSimulator.log.groupsNowAutomatic',
        message: 'Zmieniono politykę grup na automatyczną: reguły grup działają od razu na obecnym stanie.',
        description: d,
      });
    case 'policiesUnchanged':
      return translate({id: 'otmSimulator.log.policiesUnchanged', message: 'Polityki są takie same jak dotąd: bez zmian.', description: d});
    case 'activeReturnsFromHotspare':
      return translate(
        {
          id: 'otmSimulator.log.activeReturnsFromHotspare',
          message:
            'Reguła 2 grupy głównej (polityka automatyczna): serwer Active {active} znów działa i wraca do obsługi ruchu, a hotspare {hotspare} wraca do gotowości (kolor żółty).',
          description: d,
        },
        {active: label(event.active), hotspare: event.hotspare},
      );
    case 'activeReturns':
      return translate(
        {
          id: 'otmSimulator.log.activeReturns',
          message:
            'Reguła 2 grupy głównej (polityka automatyczna): serwer Active {active} znów działa i automatycznie wraca do obsługi ruchu.',
          description: d,
        },
        {active: label(event.active)},
      );
    case 'hotspareFailed':
      return translate(
        {
          id: 'otmSimulator.log.hotspareFailed',
          message:
            'Hotspare {hotspare} przestał działać, więc nie zastępuje już serwera {active}: hotspare z awarią nigdy nie obsługuje ruchu.',
          description: d,
        },
        {hotspare: label(event.hotspare), active: event.active},
      );
    case 'hotspareReplaces':
      return translate(
        {
          id: 'otmSimulator.log.hotspareReplaces',
          message:
            'Reguła 1 grupy głównej (polityka automatyczna): serwer Active {active} nie działa, więc sprawny hotspare {hotspare} zastępuje go 1:1 i przejmuje jego część ruchu.',
          description: d,
        },
        {active: event.active, hotspare: label(event.hotspare)},
      );
    case 'noFreeHotspare':
      return translate(
        {
          id: 'otmSimulator.log.noFreeHotspare',
          message: 'Serwer Active {active} nie działa, a żaden sprawny hotspare nie jest wolny, więc nikt go nie zastępuje.',
          description: d,
        },
        {active: event.active},
      );
    case 'failover':
      return translate({
        id: 'otmSimulator.log.failover',
        message:
          'Reguła 1 grup (polityka automatyczna): wszystkie serwery grupy głównej przestały działać, więc ruch przechodzi do grupy zapasowej.',
        description: d,
      });
    case 'failback':
      return translate(
        {
          id: 'otmSimulator.log.failback',
          message: 'Reguła 2 grup (polityka automatyczna): w grupie głównej znów działa {servers}, więc ruch wraca do grupy głównej.',
          description: d,
        },
        {servers: serverList(event.healthyMain)},
      );
    case 'failoverWaits':
      return translate({
        id: 'otmSimulator.log.failoverWaits',
        message:
          'Reguła 1 grup (polityka ręczna): wszystkie serwery grupy głównej przestały działać; ruch przejdzie do grupy zapasowej dopiero po „Aktywuj ręcznie” albo wywołaniu metody API.',
        description: d,
      });
    case 'failbackWaits':
      return translate(
        {
          id: 'otmSimulator.log.failbackWaits',
          message:
            'Reguła 2 grup (polityka ręczna): w grupie głównej znów działa {servers}, ale ruch zostaje w grupie zapasowej do ręcznej aktywacji grupy głównej.',
          description: d,
        },
        {servers: serverList(event.healthyMain)},
      );
    case 'traffic': {
      const share = formatShare(1 / event.serving.length);
      const list = event.serving.map((id) => `${id} (${share})`).join(', ');
      return translate(
        {id: 'otmSimulator.log.traffic', message: 'Ruch obsługuje teraz {group}: {list}.', description: d},
        {group: groupName(event.group), list},
      );
    }
    case 'noTraffic':
      return translate({
        id: 'otmSimulator.log.noTraffic',
        message: 'Żaden serwer nie obsługuje teraz ruchu: odpowiedź DNS nie zawiera adresów.',
        description: d,
      });
  }
}

/** Why the engine refused a configuration or a call, in Polish. */
export function problemText(problem: SimulationProblem): string {
  const d = 'OTM simulator error';
  switch (problem.code) {
    case 'invalidConfig':
      return translate({
        id: 'otmSimulator.problem.invalidConfig',
        message: 'Konfiguracja symulatora musi być obiektem z polami servers (co najmniej jeden serwer), serverPolicy i groupPolicy.',
        description: d,
      });
    case 'invalidServer':
      return translate(
        {
          id: 'otmSimulator.problem.invalidServer',
          message: 'Serwer nr {server} musi być obiektem z niepustym polem id oraz polami ip i group.',
          description: d,
        },
        {server: problem.server},
      );
    case 'duplicateId':
      return translate(
        {
          id: 'otmSimulator.problem.duplicateId',
          message: 'Identyfikator serwera „{id}” występuje więcej niż raz; każdy serwer potrzebuje własnego id.',
          description: d,
        },
        {id: problem.id},
      );
    case 'invalidServerValue':
      return translate(
        {
          id: 'otmSimulator.problem.invalidServerValue',
          message: 'Serwer „{id}”: pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.',
          description: d,
        },
        {id: problem.id, field: problem.field, value: problem.value, allowed: problem.allowed.join(', ')},
      );
    case 'invalidValue':
      return translate(
        {
          id: 'otmSimulator.problem.invalidValue',
          message: 'Pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.',
          description: d,
        },
        {field: problem.field, value: problem.value, allowed: problem.allowed.join(', ')},
      );
    case 'roleInBackupGroup':
      return translate(
        {
          id: 'otmSimulator.problem.roleInBackupGroup',
          message: 'Serwer „{id}” z grupy zapasowej nie może mieć roli: role Active i Hotspare istnieją tylko w grupie głównej.',
          description: d,
        },
        {id: problem.id},
      );
    case 'noActiveServer':
      return translate({
        id: 'otmSimulator.problem.noActiveServer',
        message: 'Grupa główna potrzebuje co najmniej jednego serwera w roli Active.',
        description: d,
      });
    case 'automaticNeedsMonitor':
      return translate(
        {
          id: 'otmSimulator.problem.automaticNeedsMonitor',
          message: 'Polityka automatyczna wymaga monitora przy każdym serwerze, a serwer „{id}” go nie ma.',
          description: d,
        },
        {id: problem.id},
      );
    case 'unknownServer':
      return translate(
        {
          id: 'otmSimulator.problem.unknownServer',
          message: 'Nie ma serwera o identyfikatorze „{id}”. Serwery w tym rekordzie: {known}.',
          description: d,
        },
        {id: problem.id, known: problem.known.join(', ')},
      );
    case 'serverNotMonitored':
      return translate(
        {
          id: 'otmSimulator.problem.serverNotMonitored',
          message: 'Serwer „{id}” nie ma monitora, więc nikt nie zgłasza jego stanu.',
          description: d,
        },
        {id: problem.id},
      );
  }
}
