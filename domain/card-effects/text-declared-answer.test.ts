import { loadCardDatabase } from '../../cards/database';
import { ask } from '../core/query-points';
import { textDeclared } from '../core/text-declared';
import { scenario } from '../game/scenario';

describe('textDeclaredAnswer', () => {
  it('should hold for a printing whose game text is declared only (README "No silent blank cards")', () => {
    // Arrange: 1 Tribble - Go is declared (cards/effects/twt/one-tribble.ts), U.S.S. Galaxy's text is not
    const { game } = scenario().mission('p1', 'Test Mission').build();
    const blueprints = ['1 Tribble - Go', 'U.S.S. Galaxy'].map(
      (title) => loadCardDatabase().byTitle(title)[0],
    );
    // Act
    const answers = blueprints.map(
      (blueprint) => blueprint !== undefined && ask(textDeclared, blueprint.id)(game),
    );
    // Assert
    expect(answers).toEqual([true, false]);
  });
});
