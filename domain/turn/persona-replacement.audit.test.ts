// Rulebook "Persona Replacement" as a judge's worked example, through the engine facade: "At the start of each of
// your turns (before your normal card play), if you have one version of a ship or personnel persona in play and
// another version of that persona in your hand, you may exchange them for free. [...] All cards affecting the first
// version (for example, Framed for Murder) are transferred to the version entering play".
import { put } from '../../cards/effects/play-test-support';
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { cardsIn } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';
import type { ReplacePersonas } from './persona-replacement';

describe('persona replacement at the start of the turn', () => {
  it('should offer the exchange for another version in hand, and refuse a card of another persona, the game unchanged (Rulebook "Persona Replacement")', () => {
    // Arrange
    const s = daxAtOutpost();
    const game = started(s.game);
    const offered = legalActions(game);
    // Act
    const refused = refusal(game, exchange(s, 'Data'));
    // Assert
    expect(state(game).pending).toEqual({ player: 'p1', decision: 'turn.replacePersonas' });
    expect(offered).toContainEqual(exchange(s, 'Lt. Dax'));
    expect(offered).not.toContainEqual(exchange(s, 'Data'));
    expect(refused).toEqual({ rule: 'Persona Replacement', unchanged: true });
  });

  it('should not count as the card play: the normal card play is still there after the exchange (Rulebook "Persona Replacement": "does not count as a card play")', () => {
    // Arrange
    const s = daxAtOutpost();
    const game = started(s.game);
    // Act
    const after = state(sent(game, exchange(s, 'Lt. Dax')));
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(legalActions(game)).toContainEqual(
      expect.objectContaining({ type: 'card.play', card: s.id('Data'), kind: 'report' }),
    );
  });

  it('should refuse an exchange once the start of the turn is over, the game unchanged (Rulebook "Persona Replacement": "At the start of each of your turns")', () => {
    // Arrange
    const s = daxAtOutpost();
    const game = sent(started(s.game), { type: 'persona.pass', player: 'p1' });
    // Act
    const refused = refusal(game, exchange(s, 'Lt. Dax'));
    // Assert
    expect(legalActions(game).filter((c) => c.type === 'persona.replace')).toEqual([]);
    expect(refused).toEqual({ rule: 'Playing the Game', unchanged: true });
  });

  it('should transfer the cards played on the first version to the version entering play (Rulebook "Persona Replacement": "Framed for Murder")', () => {
    // Arrange
    const s = daxAtOutpost();
    const [framed, framedGame] = put(s.game, 'p2', 'Framed for Murder', {
      kind: 'playedOn',
      host: s.id('Jadzia Dax'),
    });
    const game = started(framedGame);
    // Act
    const after = state(sent(game, exchange(s, 'Lt. Dax')));
    // Assert
    expect(after.cards[framed]?.zone).toEqual({ kind: 'playedOn', host: s.id('Lt. Dax') });
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Federation Outpost') })(after)).toEqual([
      s.id('Lt. Dax'),
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toContain(s.id('Jadzia Dax'));
  });

  it('should not offer exchanging the opponent\'s version in play: you must own and control the cards you replace (Rulebook "Persona Replacement")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .facility('p2', 'Federation Outpost', { at: 'Avert Disaster' })
      .aboard('Federation Outpost', 'p2', ['Jadzia Dax'])
      .facility('p1', { title: 'Federation Outpost', label: 'mine' }, { at: 'Avert Disaster' })
      .hand('p1', ['Lt. Dax'])
      .build();
    const command: ReplacePersonas = {
      type: 'persona.replace',
      player: 'p1',
      replacements: [{ card: s.id('Jadzia Dax'), replacement: s.id('Lt. Dax'), affiliation: 'Federation' }],
    };
    // Act
    const game = started(s.game);
    // Assert
    expect(state(game).pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(refusal(game, command)).toEqual({ rule: 'Playing the Game', unchanged: true });
  });
});

// Helpers

const daxAtOutpost = (): Scenario =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .aboard('Federation Outpost', 'p1', ['Jadzia Dax'])
    .hand('p1', ['Lt. Dax', 'Data'])
    .build();

const exchange = (s: Scenario, replacement: string): ReplacePersonas => ({
  type: 'persona.replace',
  player: 'p1',
  replacements: [{ card: s.id('Jadzia Dax'), replacement: s.id(replacement), affiliation: 'Federation' }],
});
