import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { isRepairedHere } from './repair';

describe('isRepairedHere', () => {
  it('should repair your damaged ship at the Spacedock, but not while it is phased (Rulebook 7.5.2, 7.6 phasing)', () => {
    // Arrange
    const base = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .modify('Apnex', { damage: 1 });
    const [plain, phased] = [base.build(), base.modify('Apnex', { cloaked: true, phased: true }).build()].map(
      (s) => put(s.game, 'p1', 'Spacedock', { kind: 'playedOn', host: s.id('Federation Outpost') })[1],
    );
    const apnex = base.build().id('Apnex');
    // Act
    const repaired = [plain, phased].map((game) => (game === undefined ? null : isRepairedHere(apnex)(game)));
    // Assert
    expect(repaired).toEqual([true, false]);
  });
});
