// Test fixture: the card database with one more card, Dukat with the [DS9] icon added (Rulebook icons: "[DS9] … No card
// in the game actually has this icon, but it can be added to hundreds of cards using Reshape the Quadrant"). Imported
// first by a test file, it replaces the database module for the modules that test loads.
import type { Blueprint } from '../../cards/blueprint';
import type { CardDatabase } from '../../cards/database';

jest.mock('../../cards/database', () => {
  const actual = jest.requireActual('../../cards/database');
  const db: CardDatabase = actual.loadCardDatabase();
  const [dukat] = db.byTitle('Dukat');
  if (dukat === undefined) throw new Error('no Dukat in the card database');
  const reshaped: Blueprint = {
    ...dukat,
    id: 'test/dukat-ds9',
    title: 'Dukat [DS9]',
    icons: [...dukat.icons, 'DS9'],
  };
  const withReshaped: CardDatabase = actual.fromBlueprints([...db.all, reshaped]);
  return { ...actual, loadCardDatabase: () => withReshaped };
});
