// Mot's Advice (au/motsadvice), event:
// "Plays on any one personnel. While in play, that personnel gains the skill of Barbering."
import { skillLevel } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('motsAdvice', () => {
  it('should play on any one personnel, yours or not, and only on a personnel ("Plays on any one personnel")', () => {
    // Arrange
    const s = scene().build();
    // Act
    const targets = playsOf(s.game, s.id("Mot's Advice")).map((c) => ('target' in c ? c.target : null));
    // Assert
    expect(targets).toEqual(
      expect.arrayContaining([{ card: s.id('Data') }, { card: s.id('Worf') }, { card: s.id('Tomalak') }]),
    );
    expect(targets).toHaveLength(3);
    expect(refusal(s.game, advise(s.id("Mot's Advice"), s.id('U.S.S. Galaxy')))).not.toBeNull();
  });

  it('should give the personnel it plays on the skill of Barbering while it is on them ("While in play")', () => {
    // Arrange
    const s = scene().build();
    const [card, worf] = [s.id("Mot's Advice"), s.id('Worf')];
    // Act
    const after = send(s.game, advise(card, worf));
    // Assert
    expect(getCard(card)(after).zone).toEqual({ kind: 'playedOn', host: worf });
    expect([skillLevel(worf, 'Barbering')(s.game), skillLevel(worf, 'Barbering')(after)]).toEqual([0, 1]);
    expect(skillLevel(s.id('Data'), 'Barbering')(after)).toBe(0);
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data'])
    .surface('Avert Disaster', 'p1', ['Worf'])
    .surface('Avert Disaster', 'p2', ['Tomalak'])
    .hand('p1', ["Mot's Advice"]);

const advise = (card: string, personnel: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'event', target: { card: personnel } }) as const;
