import * as O from 'fp-ts/Option';
import { type GameState, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import * as Misseed from './misseed';

describe('isMisseed', () => {
  it('should accept a planet dilemma under a planet mission (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = under('Avert Disaster', ['Archer']);
    // Act
    const misseed = Misseed.isMisseed(s.id('Archer'), s.id('Avert Disaster'))(s.game);
    // Assert
    expect(misseed).toBe(false);
  });

  it('should find a space dilemma under a planet mission (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = under('Avert Disaster', ['Null Space']);
    // Act
    const misseed = Misseed.isMisseed(s.id('Null Space'), s.id('Avert Disaster'))(s.game);
    // Assert
    expect(misseed).toBe(true);
  });

  it('should find a planet dilemma under a space mission (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = under('Test Mission', ['Archer']);
    // Act
    const misseed = Misseed.isMisseed(s.id('Archer'), s.id('Test Mission'))(s.game);
    // Assert
    expect(misseed).toBe(true);
  });

  it('should accept a space/planet dilemma under any mission (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = under('Test Mission', ['Shaka, When the Walls Fell']);
    // Act
    const misseed = Misseed.isMisseed(s.id('Shaka, When the Walls Fell'), s.id('Test Mission'))(s.game);
    // Assert
    expect(misseed).toBe(false);
  });

  it('should find an artifact under a space mission (Rulebook "Dilemma Phase": artifacts seed under planet missions)', () => {
    // Arrange
    const s = under('Test Mission', ["Horga'hn"]);
    // Act
    const misseed = Misseed.isMisseed(s.id("Horga'hn"), s.id('Test Mission'))(s.game);
    // Assert
    expect(misseed).toBe(true);
  });

  it('should find both copies when one player seeds two copies under one mission (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = under('Avert Disaster', [
      { title: 'Archer', label: 'a' },
      { title: 'Archer', label: 'b' },
    ]);
    // Act
    const both = [s.id('a'), s.id('b')].map((id) => Misseed.isMisseed(id, s.id('Avert Disaster'))(s.game));
    // Assert
    expect(both).toEqual([true, true]);
  });

  it('should accept one copy of the same card from each player (Rulebook "Dilemma Phase": one copy each)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .seed('Avert Disaster', 'p2', [{ title: 'Archer', label: 'a' }])
      .seed('Avert Disaster', 'p1', [{ title: 'Archer', label: 'b' }])
      .build();
    // Act
    const misseed = Misseed.isMisseed(s.id('a'), s.id('Avert Disaster'))(s.game);
    // Assert
    expect(misseed).toBe(false);
  });

  it('should find every artifact when one player seeds two at one mission (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = under('Avert Disaster', ["Horga'hn", 'Betazoid Gift Box']);
    // Act
    const both = ["Horga'hn", 'Betazoid Gift Box'].map((t) =>
      Misseed.isMisseed(s.id(t), s.id('Avert Disaster'))(s.game),
    );
    // Assert
    expect(both).toEqual([true, true]);
  });

  it('should still find the second artifact once the first is set aside (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = under('Avert Disaster', ["Horga'hn", 'Betazoid Gift Box']);
    const location = s.id('Avert Disaster');
    const game: GameState = moveCard(s.id("Horga'hn"), { kind: 'setAside', location })(s.game);
    // Act
    const misseed = Misseed.isMisseed(s.id('Betazoid Gift Box'), location)(game);
    // Assert
    expect(misseed).toBe(true);
  });

  it("should name all the seeder's other artifacts there as mis-seeds with the first (Rulebook 7.2.4, L246)", () => {
    // Arrange
    const s = under('Avert Disaster', ["Horga'hn", 'Betazoid Gift Box']);
    // Act
    const fellows = Misseed.fellowMisseeds(s.id("Horga'hn"), s.id('Avert Disaster'))(s.game);
    // Assert
    expect(fellows).toEqual([s.id('Betazoid Gift Box')]);
  });

  it('should find a non-seed card placed as a bluff (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = under('Avert Disaster', ['Federation Outpost']);
    // Act
    const reason = Misseed.misseedReason(s.id('Federation Outpost'), s.id('Avert Disaster'))(s.game);
    // Assert
    expect(O.isSome(reason) && reason.value.rule).toBe('7.2.4 Mis-seeds');
  });

  it('should find an [AU] dilemma without an [AU]-enabling card (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = under('Avert Disaster', ['Exact Change']);
    // Act
    const misseed = Misseed.isMisseed(s.id('Exact Change'), s.id('Avert Disaster'))(s.game);
    // Assert
    expect(misseed).toBe(true);
  });
});

// Helpers

const under = (mission: string, cards: Parameters<ReturnType<typeof scenario>['seed']>[2]) =>
  scenario().mission('p1', mission).seed(mission, 'p2', cards).build();
