// Treaty: Federation/Bajoran (ds9/treatyfederationbajoran), event:
// "Seeds or plays on table. Your Federation and Bajoran affiliations recognize this treaty. They can now mix and
// cooperate."
import * as E from 'fp-ts/Either';
import { awayTeamsAt } from '../../../domain/cards-in-play/presence';
import { scenario } from '../../../domain/game/scenario';
import { checkSeedOnTable } from '../../../domain/seed-phases/table-seed';
import { onTurn, send } from '../play-test-support';

describe('treatyFederationBajoran', () => {
  it('should seed on its table in the facility phase (Rulebook "Seed Phases": "Seeds or plays on table")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [TREATY])
      .build();
    // Act
    const checked = checkSeedOnTable({ type: 'card.seed', player: 'p1', card: s.id(TREATY) })(s.game);
    // Assert
    expect(E.isRight(checked)).toBe(true);
  });

  it('should make your Federation and Bajoran personnel on a planet one Away Team once played (Rulebook "Compatible")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Anara'])
      .hand('p1', [TREATY])
      .build();
    // Act
    const played = send(s.game, { type: 'card.play', player: 'p1', card: s.id(TREATY), kind: 'event' });
    // Assert
    const teams = [s.game, played].map((g) => awayTeamsAt(s.id('Avert Disaster'), 'p1')(g).length);
    expect(teams).toEqual([2, 1]);
  });

  it('should not mix the personnel of the opponent\'s player (Rulebook "Compatible": "Your" affiliations)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Anara'])
      .table('p2', [TREATY])
      .build();
    // Act
    const teams = awayTeamsAt(s.id('Avert Disaster'), 'p1')(s.game);
    // Assert
    expect(teams).toHaveLength(2);
  });
});

// Helpers

const TREATY = 'Treaty: Federation/Bajoran';
