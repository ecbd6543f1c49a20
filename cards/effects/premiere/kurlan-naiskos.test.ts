// Kurlan Naiskos (premiere/kurlannaiskos), artifact:
// "Place in hand until played on any ship as an Event card. If ship has all 7 personnel types aboard, its RANGE,
// WEAPONS and SHIELDS are tripled. (Not cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

const SEVEN = ['Data', 'Geordi La Forge', 'Beverly Crusher', 'Mendon', 'Tasha Yar', 'Lwaxana Troi', 'Vash'];

describe('kurlanNaiskos', () => {
  it('should play from hand as an Event card and triple the ship with all 7 personnel types aboard', () => {
    // Arrange
    const s = withCrew(SEVEN);
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const after = send(s.game, naiskos(s.id('Kurlan Naiskos'), ship));
    // Assert
    expect(['RANGE', 'WEAPONS', 'SHIELDS'].map((a) => attribute(ship, a as 'RANGE')(after))).toEqual([
      24, 21, 27,
    ]);
    expect(after.cards[s.id('Kurlan Naiskos')]?.zone).toEqual({ kind: 'playedOn', host: ship });
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should do nothing while one personnel type is missing aboard', () => {
    // Arrange
    const s = withCrew(SEVEN.filter((t) => t !== 'Vash'));
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const after = send(s.game, naiskos(s.id('Kurlan Naiskos'), ship));
    // Assert
    expect(attribute(ship, 'RANGE')(after)).toBe(8);
  });

  it('should count as an Event card in play, which Kevin Uxbridge may nullify (Rulings "card types")', () => {
    // Arrange
    const s = withCrew(SEVEN);
    const played = send(s.game, naiskos(s.id('Kurlan Naiskos'), s.id('U.S.S. Galaxy')));
    const [kevin, game] = put(played, 'p1', 'Kevin Uxbridge', { kind: 'hand', player: 'p1' });
    // Act
    const targets = playsOf(game, kevin).map((c) => ('target' in c ? c.target : null));
    // Assert
    expect(targets).toEqual([{ card: s.id('Kurlan Naiskos') }]);
  });

  it('should not play as an Interrupt card (Rulebook "Artifacts")', () => {
    // Arrange
    const s = withCrew(SEVEN);
    // Act
    const refused = refusal(s.game, {
      ...naiskos(s.id('Kurlan Naiskos'), s.id('U.S.S. Galaxy')),
      kind: 'interrupt',
    });
    // Assert
    expect(refused).toBe('Play a Card');
  });
});

// Helpers

const withCrew = (crew: ReadonlyArray<string>) =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
    .aboard('U.S.S. Galaxy', 'p1', crew)
    .hand('p1', ['Kurlan Naiskos'])
    .build();

const naiskos = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: ship } }) as const;
