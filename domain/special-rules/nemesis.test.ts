import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  areNemeses,
  beginChoice,
  destroyChosen,
  type NemesisChoice,
  nemesesPresent,
  nemesisIcon,
} from './nemesis';

describe('nemesisIcon', () => {
  it('should read the nemesis arrows printed on Kor and The Albino (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act
    const icons = [nemesisIcon(db.blueprint('bog/kor')), nemesisIcon(db.blueprint('bog/thealbino'))];
    // Assert
    expect(icons).toEqual([
      O.some({ colour: 'R', points: 'right' }),
      O.some({ colour: 'R', points: 'left' }),
    ]);
  });

  it('should find no arrow on a card without one (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const data = loadCardDatabase().blueprint('premiere/data');
    // Act
    const icon = nemesisIcon(data);
    // Assert
    expect(icon).toEqual(O.none);
  });
});

describe('areNemeses', () => {
  it.each([
    ['bog/kor', 'bog/thealbino', true],
    ['bog/kang', 'bog/thealbino', true],
    ['bog/kor', 'bog/kang', false],
    ['bog/kor', 'faj/IKSChang', false],
  ])(
    'should tell whether %s and %s are nemeses (Rulebook "Nemesis Destruction" examples)',
    (a, b, expected) => {
      // Arrange
      const db = loadCardDatabase();
      // Act
      const nemeses = areNemeses(db.blueprint(a), db.blueprint(b));
      // Assert
      expect(nemeses).toBe(expected);
    },
  );
});

describe('nemesesPresent', () => {
  it("should find your Pralor Unit 3947 on a planet with your opponent's Cravic Unit 122 (Rulebook example)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Pralor Unit 3947', 'Data'])
      .surface('Excavation', 'p2', ['Cravic Unit 122'])
      .build();
    // Act
    const present = nemesesPresent(s.game);
    // Assert
    expect([...present].sort()).toEqual([s.id('Pralor Unit 3947'), s.id('Cravic Unit 122')].sort());
  });

  it('should find your Pralor Unit 3947 aboard your Cravic Warship (Rulebook "Nemesis Destruction" example)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'Cravic Warship', { at: 'Excavation' })
      .aboard('Cravic Warship', 'p1', ['Pralor Unit 3947'])
      .build();
    // Act
    const present = nemesesPresent(s.game);
    // Assert
    expect([...present].sort()).toEqual([s.id('Pralor Unit 3947'), s.id('Cravic Warship')].sort());
  });

  it('should find none for allies, or nemeses not present with each other (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p1', 'Test Mission')
      .surface('Excavation', 'p1', ['Kor', 'Kang'])
      .surface('Test Mission', 'p2', ['The Albino'])
      .build();
    // Act
    const present = nemesesPresent(s.game);
    // Assert
    expect(present).toEqual([]);
  });
});

describe('beginChoice', () => {
  it('should ask the player whose turn it is to choose among the nemeses present (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const s = albino({ active: 'p2' }).build();
    // Act
    const game = beginChoice(s.game);
    // Assert
    expect(game.choosing).toEqual({
      kind: 'nemesisDestruction',
      player: 'p2',
      options: [s.id('Kor'), s.id('The Albino')],
    });
  });

  it('should leave the game unchanged with no nemeses present together (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Kor', 'Kang']).build();
    // Act
    const game = beginChoice(s.game);
    // Assert
    expect(game).toBe(s.game);
  });
});

describe('destroyChosen', () => {
  it('should kill the personnel chosen, not in a battle (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const s = albino().build();
    const choice: NemesisChoice = {
      kind: 'nemesisDestruction',
      player: 'p1',
      options: [s.id('Kor'), s.id('The Albino')],
    };
    // Act
    const game = destroyChosen(choice, { type: 'card.choose', player: 'p1', card: s.id('The Albino') })(
      s.game,
    );
    // Assert
    expect(getCard(s.id('The Albino'))(game).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(s.id('Kor'))(game).zone.kind).toBe('planetSurface');
    expect(game.choosing).toBeUndefined();
  });

  it('should destroy the ship chosen, killing everyone aboard (Rulebook "Nemesis Destruction" example)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p1', 'Cravic Warship', { at: 'Excavation' })
      .aboard('Cravic Warship', 'p1', ['Pralor Unit 3947'])
      .build();
    const options = [s.id('Cravic Warship'), s.id('Pralor Unit 3947')];
    const choice: NemesisChoice = { kind: 'nemesisDestruction', player: 'p1', options };
    // Act
    const game = destroyChosen(choice, { type: 'card.choose', player: 'p1', card: s.id('Cravic Warship') })(
      s.game,
    );
    // Assert
    expect(options.map((id) => getCard(id)(game).zone)).toEqual([
      { kind: 'discard', player: 'p1' },
      { kind: 'discard', player: 'p1' },
    ]);
  });
});

// Helpers

const albino = (options: { readonly active?: 'p1' | 'p2' } = {}) =>
  scenario({ phase: 'play', active: options.active ?? 'p1' })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kor'])
    .surface('Excavation', 'p2', ['The Albino']);
