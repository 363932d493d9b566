import type {SimulationProblem} from '../../src/engine';
import {fill} from './fill';

/**
 * Why the engine refused a configuration or a call, in Polish: one template per problem code
 * (src/types.ts), plain templates like the log's sentences (eventText.ts).
 */

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
      return fill(
        'Konfiguracja symulatora musi być obiektem z polami servers (co najmniej jeden serwer), serverPolicy i groupPolicy.',
        problemValues(problem),
      );
    case 'invalidServer':
      return fill('Serwer nr {server} musi być obiektem z niepustym polem id oraz polami ip i group.', problemValues(problem));
    case 'duplicateId':
      return fill('Identyfikator serwera „{id}” występuje więcej niż raz; każdy serwer potrzebuje własnego id.', problemValues(problem));
    case 'invalidServerValue':
      return fill('Serwer „{id}”: pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.', problemValues(problem));
    case 'invalidValue':
      return fill('Pole {field} nie przyjmuje wartości „{value}”. Dozwolone: {allowed}.', problemValues(problem));
    case 'roleInBackupGroup':
      return fill(
        'Serwer „{id}” z grupy zapasowej nie może mieć roli: role Aktywny i Hotspare istnieją tylko w grupie głównej.',
        problemValues(problem),
      );
    case 'noActiveServer':
      return fill('Grupa główna potrzebuje co najmniej jednego serwera w roli Aktywny.', problemValues(problem));
    case 'automaticNeedsMonitor':
      return fill('Polityka automatyczna wymaga monitora przy każdym serwerze, a serwer „{id}” go nie ma.', problemValues(problem));
    case 'unknownServer':
      return fill('Nie ma serwera o identyfikatorze „{id}”. Serwery w tym rekordzie: {known}.', problemValues(problem));
    case 'serverNotMonitored':
      return fill('Serwer „{id}” nie ma monitora, więc nikt nie zgłasza jego stanu.', problemValues(problem));
  }
}
