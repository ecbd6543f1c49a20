// Four of Fifty (brokenbow/brokenbow_44), personnel: "SECURITY ENGINEER Exobiology May download {One with the Borg} in
// place of a card draw. DL/ {Orbital Bombardment} OR {Establish Tractor Lock}"
import { cardsIn } from '../../../domain/core/game-state';
import { downloadTargets } from '../../../domain/downloads/special-downloads';
import { legalActions } from '../../../machines/engine';
import { loadCardDatabase } from '../../database';
import { onTurn } from '../play-test-support';
import { started } from '../response-test-support';
import { act, inPlaceOfDraw, toEndOfTurnDraw } from '../turn-test-support';

describe('fourOfFifty', () => {
  it('should download One with the Borg to hand in place of the end-of-turn draw (Rulebook "Downloading": "in place of one card draw")', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .surface('Test Mission', 'p1', ['Four of Fifty'])
        .drawDeck('p1', ['Worf', 'One with the Borg']),
    );
    const [source, target] = [s.id('Four of Fifty'), s.id('One with the Borg')];
    toEndOfTurnDraw(game);
    // Act
    const offered = legalActions(game);
    const after = act(game, inPlaceOfDraw(source, target, { to: 'hand' }));
    // Assert
    expect(offered).toContainEqual(inPlaceOfDraw(source, target, { to: 'hand' }));
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([target]);
  });

  it('should read its [DL] icon as one special download of either title (Rulebook "Special Download")', () => {
    // Arrange
    const printings = loadCardDatabase().byTitle('Four of Fifty');
    // Act
    const targets = printings.map(downloadTargets);
    // Assert
    expect(targets).toEqual([['Orbital Bombardment', 'Establish Tractor Lock']]);
  });
});
