import { parseSkillBox } from './skills';

describe('parseSkillBox', () => {
  it('should read a skill level written "x 2" (Rulebook "Skills": Jean-Luc Picard has Diplomacy x 2)', () => {
    // Arrange
    const text = 'OFFICER Diplomacy x 2 Leadership Honor Archaeology Navigation Music';
    // Act
    const { box, unrecognised } = parseSkillBox(text);
    // Assert
    expect(box.skills).toContainEqual({ skill: 'Diplomacy', level: 2 });
    expect(box.skills.map((s) => s.skill)).toEqual([
      'OFFICER',
      'Diplomacy',
      'Leadership',
      'Honor',
      'Archaeology',
      'Navigation',
      'Music',
    ]);
    expect(unrecognised).toEqual([]);
  });

  it('should read multi-word skills and "x2" without a space (Rulebook "Skills")', () => {
    // Arrange
    const text = 'OFFICER ENGINEER Computer Skill x2 Stellar Cartography Transporter Skill';
    // Act
    const { box } = parseSkillBox(text);
    // Assert
    expect(box.skills).toEqual([
      { skill: 'OFFICER', level: 1 },
      { skill: 'ENGINEER', level: 1 },
      { skill: 'Computer Skill', level: 2 },
      { skill: 'Stellar Cartography', level: 1 },
      { skill: 'Transporter Skill', level: 1 },
    ]);
  });

  it('should sum a skill printed twice into one level (Rulebook "Skills": ENGINEER ENGINEER is ENGINEER x2)', () => {
    // Arrange
    const text = 'ENGINEER ENGINEER';
    // Act
    const { box } = parseSkillBox(text);
    // Assert
    expect(box.skills).toEqual([{ skill: 'ENGINEER', level: 2 }]);
  });

  it('should keep special skills and downloads as text, in order (Rulebook "Special skills")', () => {
    // Arrange
    const text =
      'V.I.P. Treachery x 2 Leadership ENGINEER Computer Skill Attributes all +5 if with {Toral}. DL/ {Tox Uthat}';
    // Act
    const { box, unrecognised } = parseSkillBox(text);
    // Assert
    expect(box.skills).toContainEqual({ skill: 'Treachery', level: 2 });
    expect(box.specialSkills).toEqual(['Attributes all +5 if with {Toral}.', 'DL/ {Tox Uthat}']);
    expect(unrecognised).toEqual([]);
  });

  it('should resume regular skills after a special-skill sentence (Quark: "X=2 or 7. Computer Skill x 2")', () => {
    // Arrange
    const text = 'CIVILIAN Greed Diplomacy X=2 or 7. Computer Skill x 2 DL/ {Small Cloaking Device}';
    // Act
    const { box } = parseSkillBox(text);
    // Assert
    expect(box.skills).toContainEqual({ skill: 'Computer Skill', level: 2 });
    expect(box.specialSkills).toEqual(['X=2 or 7.', 'DL/ {Small Cloaking Device}']);
  });

  it('should read "A OR B" as a skill choice', () => {
    // Arrange
    const text = 'Astrophysics OR Stellar Cartography ENGINEER Physics';
    // Act
    const { box } = parseSkillBox(text);
    // Assert
    expect(box.skillChoices).toEqual([
      [
        { skill: 'Astrophysics', level: 1 },
        { skill: 'Stellar Cartography', level: 1 },
      ],
    ]);
    expect(box.skills.map((s) => s.skill)).toEqual(['ENGINEER', 'Physics']);
  });

  it('should keep a conditional level in the special text (Ves Alkar: "Diplomacy x2 if …")', () => {
    // Arrange
    const text =
      'V.I.P. Diplomacy x2 if female empath(s) at same location (they are Empathy -1). Empathy Treachery';
    // Act
    const { box } = parseSkillBox(text);
    // Assert
    expect(box.skills).toContainEqual({ skill: 'Diplomacy', level: 1 });
    expect(box.skills).toContainEqual({ skill: 'Empathy', level: 1 });
    expect(box.specialSkills).toEqual(['x2 if female empath(s) at same location (they are Empathy -1).']);
  });

  it('should report capitalised words that look like an unknown skill', () => {
    // Arrange
    const text = 'OFFICER Biology Telekinesis Mastery';
    // Act
    const { unrecognised } = parseSkillBox(text);
    // Assert
    expect(unrecognised).toEqual(['Telekinesis Mastery']);
  });
});
