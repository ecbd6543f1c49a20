import { anyOf, ofType } from '../../cards/language/build';
import { scenario } from '../game/scenario';
import { tribbleDownloadChoices } from './tribble-download';

describe('tribbleDownloadChoices', () => {
  it('should offer only the cards of the open Tribble side deck that match the targets the text downloads (Rulebook "Downloading": "the target card")', () => {
    // Arrange
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .place('p1', { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' }, [
        '1 Tribble - Bonus',
        '... on the Station',
      ])
      .table('p1', ['Storage Compartment Door'])
      .build();
    // Act
    const cardsOf = (targets: Parameters<typeof tribbleDownloadChoices>[1]) =>
      new Set(tribbleDownloadChoices('p1', targets)(s.game).map((d) => d.card));
    // Assert
    expect(cardsOf(anyOf(ofType('Trouble'), ofType('Tribble')))).toContain(s.id('1 Tribble - Bonus'));
    expect([...cardsOf(ofType('Trouble'))]).not.toContain(s.id('1 Tribble - Bonus'));
  });
});
