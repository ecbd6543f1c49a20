// The commands of a mission attempt and of response windows (Rulebook 7.2 Mission Attempts, "Responses"):
// domain/mission-attempt/, domain/infiltration-participation.ts, domain/responses/.
import { Type } from '@sinclair/typebox';
import { cardId, cardIds, command, name } from './fields';

/** Every mission-attempt and response command. */
export const attemptCommands = [
  command('attempt.choose', { cards: cardIds('the cards chosen') }, 'Choose the cards a dilemma asks for.'),
  command('attempt.decide', { option: name('the option chosen') }, 'Decide what a dilemma asks.'),
  command('choosing.stop', {}, 'Stop choosing.'),
  command(
    'infiltrator.participate',
    { card: cardId('an infiltrator'), participate: Type.Boolean() },
    'Say whether an infiltrator takes part.',
  ),
  command('response.pass', {}, 'Respond with nothing.'),
] as const;
