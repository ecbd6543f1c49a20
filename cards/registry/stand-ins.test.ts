import * as E from 'fp-ts/Either';
import { attribute, hasSkill } from '../../domain/cards-in-play/skills';
import { scenario } from '../../domain/game/scenario';
import { loadCardDatabase } from '../database';
import { attribute as attributeValue, modify } from '../language/build-modifiers';
import { standIn } from './stand-ins';

describe('standIn', () => {
  it('should make a card from a real one and a few fields, found by title by the scenario builder', () => {
    // Arrange
    const made = standIn({
      title: 'Test Engineer',
      like: 'Tasha Yar',
      fields: { skills: [{ skill: 'ENGINEER', level: 2 }], integrity: 3 },
    });
    // Act
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Test Engineer'])
      .build();
    const engineer = s.id('Test Engineer');
    // Assert
    expect(E.isRight(made)).toBe(true);
    expect(hasSkill(engineer, 'ENGINEER')(s.game)).toBe(true);
    expect(hasSkill(engineer, 'SECURITY')(s.game)).toBe(false);
    expect(attribute(engineer, 'INTEGRITY')(s.game)).toBe(3);
    expect(loadCardDatabase().all.some((b) => b.title === 'Test Engineer')).toBe(false);
  });

  it('should give a stand-in game text in the effect language (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: "Each of your personnel present STRENGTH +3", as a stand-in equipment
    standIn({
      title: 'Test Amplifier',
      like: 'Federation PADD',
      printedText: 'Each of your personnel STRENGTH +3 where present.',
      text: { whileInPlay: [modify('yourPersonnelPresent', attributeValue('STRENGTH'), 'add', 3)] },
    });
    // Act
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Test Amplifier'])
      .build();
    // Assert
    expect(attribute(s.id('Data'), 'STRENGTH')(s.game)).toBe(12 + 3);
  });

  it('should refuse a real title, an unknown template and a title used with other fields', () => {
    // Arrange
    standIn({ title: 'Test Twin', like: 'Data' });
    // Act
    const refusals = [
      standIn({ title: 'Worf', like: 'Data' }),
      standIn({ title: 'Test Nobody', like: 'No Such Card' }),
      standIn({ title: 'Test Twin', like: 'Worf' }),
    ];
    const again = standIn({ title: 'Test Twin', like: 'Data' });
    // Assert
    expect(refusals.map((r) => (E.isLeft(r) ? r.left.message : 'made'))).toEqual([
      '"Worf" is the title of a real card',
      'no card titled "No Such Card" to start from',
      'a stand-in titled "Test Twin" is already registered with other fields',
    ]);
    expect(E.isRight(again) && again.right.title).toBe('Test Twin');
  });
});
