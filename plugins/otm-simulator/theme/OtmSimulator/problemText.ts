import {translate} from '@docusaurus/Translate';
import type {SimulationProblem} from '../../src/engine';

/**
 * Why the engine refused a configuration or a call, in Polish: one template per problem code
 * (src/types.ts), behind translate() with a literal id, like the log's sentences (eventText.ts).
 */

const ERROR = 'OTM simulator error';

/** A problem's values by field name, as its template uses them (translate()'s types check the two agree). */
type ProblemValues<Problem> = {[Field in Exclude<keyof Problem, 'code'>]: string};

/** Every value of a problem as text; a list of allowed or known values is joined with commas. */
function problemValues<Problem extends SimulationProblem>(problem: Problem): ProblemValues<Problem> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(problem)) {
    if (field !== 'code') values[field] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return values as ProblemValues<Problem>;
}

/** Why the engine refused a configuration or a call, in Polish. */
export function problemText(problem: SimulationProblem): string {
  switch (problem.code) {
    case 'invalidConfig':
      return translate(
        {
          id: 'otmSimulator.problem.invalidConfig',
          message: 'Konfiguracja symulatora musi być obiektem z polami servers (co najmniej jeden serwer), serverPolicy i groupPolicy.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'invalidServer':
      return translate(
        {
          id: 'otmSimulator.problem.invalidServer',
          message: 'Serwer nr {server} musi być obiektem z niepustym polem id oraz polami ip i group.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'duplicateId':
      return translate(
        {
          id: 'otmSimulator.problem.duplicateId',
          message: 'Identyfikator serwera „{id}” występuje więcej niż raz; każdy serwer potrzebuje własnego id.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'invalidServerValue':
      return translate(
        {
          id: 'otmSimulator.problem.invalidServerValue',
          message: 'Serwer „{id}”: pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'invalidValue':
      return translate(
        {
          id: 'otmSimulator.problem.invalidValue',
          message: 'Pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'roleInBackupGroup':
      return translate(
        {
          id: 'otmSimulator.problem.roleInBackupGroup',
          message: 'Serwer „{id}” z grupy zapasowej nie może mieć roli: role Aktywny i Hotspare istnieją tylko w grupie głównej.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'noActiveServer':
      return translate(
        {
          id: 'otmSimulator.problem.noActiveServer',
          message: 'Grupa główna potrzebuje co najmniej jednego serwera w roli Aktywny.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'automaticNeedsMonitor':
      return translate(
        {
          id: 'otmSimulator.problem.automaticNeedsMonitor',
          message: 'Polityka automatyczna wymaga monitora przy każdym serwerze, a serwer „{id}” go nie ma.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'unknownServer':
      return translate(
        {
          id: 'otmSimulator.problem.unknownServer',
          message: 'Nie ma serwera o identyfikatorze „{id}”. Serwery w tym rekordzie: {known}.',
          description: ERROR,
        },
        problemValues(problem),
      );
    case 'serverNotMonitored':
      return translate(
        {
          id: 'otmSimulator.problem.serverNotMonitored',
          message: 'Serwer „{id}” nie ma monitora, więc nikt nie zgłasza jego stanu.',
          description: ERROR,
        },
        problemValues(problem),
      );
  }
}
