// Garak's Tailor Shop (HF5/hmf5_07, ds9/garakstailorshop): "Once each turn, any player who has a personnel unopposed
// here who has both Obsidian Order and Treachery may glance at top card of opponent's draw deck." Science Lab
// (HF5/hmf5_16, ds9/sciencelab, VP/232VP): "Once each turn, if station at a [S] mission and player who controls station
// has a SCIENCE personnel unopposed here, that player may scan bottom seed card under the mission." Rulebook "Looking at
// Cards": "when permitted … by a card".
import { onTurn, refusal, send } from '../../cards/effects/play-test-support';
import { mayLookAt } from '../card-effects/sight';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import type { LookBySite } from './site-sights';
import { terokNor } from './test-support';

describe("Garak's Tailor Shop: a glance at the top card of the opponent's draw deck", () => {
  it('should offer it to the player with an Obsidian Order and Treachery personnel unopposed there, and show the card', () => {
    // Arrange
    const s = tailor().build();
    const command = look(s.id("Garak's Tailor Shop"));
    const [top] = cardsIn({ kind: 'drawDeck', player: 'p2' })(s.game);
    // Act
    const offered = siteUses(s.game);
    const after = send(s.game, command);
    // Assert
    expect(offered).toEqual([command]);
    expect([sees(s.game, top as string), sees(after, top as string)]).toEqual([false, true]);
  });

  it('should refuse a second glance this turn, changing nothing ("Once each turn")', () => {
    // Arrange
    const s = tailor().build();
    const after = send(s.game, look(s.id("Garak's Tailor Shop")));
    // Act
    const rule = refusal(after, look(s.id("Garak's Tailor Shop")));
    // Assert
    expect(rule).toBe("Garak's Tailor Shop");
    expect(siteUses(after)).toEqual([]);
  });

  it('should offer nothing, and refuse it, with the opponent\'s personnel there (Rulings "unopposed")', () => {
    // Arrange
    const s = tailor().aboard("Garak's Tailor Shop", 'p2', ['Vash']).build();
    // Act
    const rule = refusal(s.game, look(s.id("Garak's Tailor Shop")));
    // Assert
    expect(rule).toBe("Garak's Tailor Shop");
    expect(siteUses(s.game)).toEqual([]);
  });
});

describe('Science Lab: a scan of the bottom seed card under the mission', () => {
  it("should show the station's controller, with a SCIENCE personnel unopposed there, the bottom seed card", () => {
    // Arrange
    const s = lab('Wormhole Negotiations').build();
    // the scenario builder places the first seed card listed at the bottom
    const [bottom, above] = s.ids('seeds');
    // Act
    const after = send(s.game, look(s.id('Science Lab')));
    // Assert
    expect(siteUses(s.game)).toEqual([look(s.id('Science Lab'))]);
    expect([sees(after, above as string), sees(after, bottom as string)]).toEqual([false, true]);
  });

  it('should refuse it at a planet mission, changing nothing ("if station at a [S] mission")', () => {
    // Arrange
    const s = lab('Avert Disaster').build();
    // Act
    const rule = refusal(s.game, look(s.id('Science Lab')));
    // Assert
    expect(rule).toBe('Science Lab');
    expect(siteUses(s.game)).toEqual([]);
  });
});

// Helpers

/** p1's Elim Garak (Obsidian Order, Treachery) in the Tailor Shop of p1's Terok Nor; p2 with cards to draw. */
const tailor = () =>
  terokNor(["Garak's Tailor Shop"])
    .aboard("Garak's Tailor Shop", 'p1', ['Elim Garak'])
    .drawDeck('p2', ['Worf', 'Data']);

/** p1's Terok Nor at `mission` with a Science Lab, Mendon (SCIENCE) there, two of p2's cards seeded under the mission. */
const lab = (mission: string) =>
  onTurn()
    .mission('p1', mission)
    .seed(mission, 'p2', [
      { title: 'Chalnoth', label: 'seeds' },
      { title: 'Chalnoth', label: 'seeds' },
    ])
    .facility('p1', 'Terok Nor', { at: mission })
    .modify('Terok Nor', { affiliation: 'Cardassian' })
    .site('p1', 'Science Lab', { on: 'Terok Nor' })
    .aboard('Science Lab', 'p1', ['Mendon']);

const look = (site: string): LookBySite => ({ type: 'site.use', player: 'p1', site });

const siteUses = (game: GameState) => Decisions.legalActions(game).filter((c) => c.type === 'site.use');

const sees = (game: GameState, card: string) => mayLookAt('p1', getCard(card)(game))(game);
