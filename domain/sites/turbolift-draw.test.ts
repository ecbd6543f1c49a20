// Primary Turbolift (tnz/TNZ53), site: "Compatible personnel may report (but not download) here. Once every turn, when a
// [DS9] personnel reports (but is not downloaded) using their classification to another site on this Nor, that
// personnel's owner may draw a card." Rulebook icons: "[DS9] … No card in the game actually has this icon, but it can
// be added to hundreds of cards using Reshape the Quadrant": a stand-in, Dukat with the icon added, stands for such a
// card (cards/registry/stand-ins.ts; Reshape the Quadrant itself is not implemented).
import { loadCardDatabase } from '../../cards/database';
import { refused, started } from '../../cards/effects/response-test-support';
import { act } from '../../cards/effects/turn-test-support';
import { standIn } from '../../cards/registry/stand-ins';
import { legalActions, state } from '../../machines/engine';
import { cardsIn } from '../core/game-state';
import { reportToSite, terokNor } from './test-support';

standIn({
  title: 'Dukat [DS9]',
  like: 'Dukat',
  fields: { icons: [...(loadCardDatabase().byTitle('Dukat')[0]?.icons ?? []), 'DS9'] },
});

describe('Primary Turbolift: a card drawn when a [DS9] personnel reports by classification to another site', () => {
  it('should ask the owner whether to draw once a [DS9] OFFICER reported to Ops ("Compatible OFFICER-classification personnel")', () => {
    // Arrange
    const [game, s] = started(turbolift(['Dukat [DS9]']));
    // Act
    const after = act(game, reportToSite(s.id('Dukat [DS9]'), s.id('Terok Nor'), s.id('Ops')));
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(legalActions(game)).toEqual([
      { type: 'card.choose', player: 'p1', card: s.id('Primary Turbolift') },
      { type: 'choosing.stop', player: 'p1' },
    ]);
  });

  it('should draw the card when the owner draws it, and nothing when they decline ("may draw")', () => {
    // Arrange
    const [drawing, s] = started(turbolift(['Dukat [DS9]']));
    const [declining] = started(turbolift(['Dukat [DS9]']));
    act(drawing, reportToSite(s.id('Dukat [DS9]'), s.id('Terok Nor'), s.id('Ops')));
    act(declining, reportToSite(s.id('Dukat [DS9]'), s.id('Terok Nor'), s.id('Ops')));
    // Act
    const drew = act(drawing, { type: 'card.choose', player: 'p1', card: s.id('Primary Turbolift') });
    const declined = act(declining, { type: 'choosing.stop', player: 'p1' });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(drew)).toEqual([s.id('Data')]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(declined)).toEqual([]);
    expect([drew.pending, declined.pending]).toEqual([
      { player: 'p1', decision: 'turn.act' },
      { player: 'p1', decision: 'turn.act' },
    ]);
  });

  it('should refuse naming another card, changing nothing (Primary Turbolift)', () => {
    // Arrange
    const [game, s] = started(turbolift(['Dukat [DS9]']));
    const before = act(game, reportToSite(s.id('Dukat [DS9]'), s.id('Terok Nor'), s.id('Ops')));
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.id('Ops') });
    // Assert
    expect(rule).toBe('Primary Turbolift');
    expect(state(game)).toBe(before);
  });

  it('should offer nothing for a personnel without the icon, nor for a report to the Turbolift itself', () => {
    // Arrange
    const [plain, p] = started(turbolift(['Dukat']));
    const [itself, t] = started(turbolift(['Dukat [DS9]']));
    // Act
    const afterPlain = act(plain, reportToSite(p.id('Dukat'), p.id('Terok Nor'), p.id('Ops')));
    const afterItself = act(
      itself,
      reportToSite(t.id('Dukat [DS9]'), t.id('Terok Nor'), t.id('Primary Turbolift')),
    );
    // Assert
    expect([afterPlain.choosing, afterItself.choosing]).toEqual([undefined, undefined]);
    expect([afterPlain.pending, afterItself.pending]).toEqual([
      { player: 'p1', decision: 'turn.act' },
      { player: 'p1', decision: 'turn.act' },
    ]);
  });
});

// Helpers

/** p1's (Cardassian) Terok Nor with Ops and Primary Turbolift, these cards in p1's hand, Data to draw. */
const turbolift = (hand: ReadonlyArray<string>) =>
  terokNor(['Ops', 'Primary Turbolift']).hand('p1', hand).drawDeck('p1', ['Data']).drawDeck('p2', ['Worf']);
