// Eleven of Twelve (borg/elevenoftwelve), personnel:
// "Computer Skill ENGINEER Biology May download {Borg Vinculum} here in place of a card draw. DL/ {Borg Data Node}"
import { getCard } from '../../../domain/core/game-state';
import { legalActions, state } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { refused, started } from '../response-test-support';
import { act, toEndOfTurnDraw } from '../turn-test-support';

describe('elevenOfTwelve', () => {
  it('should offer Borg Vinculum to hand or reported "here" in place of the end-of-turn draw (Rulebook "Downloading")', () => {
    // Arrange
    const [game, s] = started(elevenOfTwelve());
    toEndOfTurnDraw(game);
    // Act
    const offered = legalActions(game).map((c) =>
      c.type !== 'card.download' ? c.type : 'to' in c ? 'hand' : 'facility' in c ? c.facility : 'play',
    );
    // Assert
    expect(offered).toEqual(['card.draw', 'hand', s.id('Here')]);
  });

  it('should refuse to report it to a facility elsewhere, the game unchanged (Rulebook "Special Download": location-based)', () => {
    // Arrange
    const [game, s] = started(elevenOfTwelve());
    toEndOfTurnDraw(game);
    const vinculum = s.id('Borg Vinculum');
    const command = {
      type: 'card.download',
      player: 'p1',
      source: s.id('Eleven of Twelve'),
      target: vinculum,
      inPlaceOf: 'cardDraw',
      facility: s.id('There'),
      affiliation: null,
    } as const;
    const before = state(game);
    // Act
    const rule = refused(game, command);
    const unchanged = state(game) === before;
    const after = act(game, { ...command, facility: s.id('Here') });
    // Assert
    expect([rule, unchanged]).toEqual(['Special Download', true]);
    expect(getCard(vinculum)(after).zone).toEqual({ kind: 'aboard', carrier: s.id('Here') });
  });
});

// Helpers

const elevenOfTwelve = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Avert Disaster')
    .facility('p1', { title: 'Federation Outpost', label: 'Here' }, { at: 'Test Mission' })
    .facility('p1', { title: 'Federation Outpost', label: 'There' }, { at: 'Avert Disaster' })
    .aboard('Here', 'p1', ['Eleven of Twelve'])
    .drawDeck('p1', ['Worf', 'Borg Vinculum']);
