// Thirteen of Nineteen (fc/thirteenofnineteen), personnel, special skill:
// "While on your ship, WEAPONS are +2. (Cumulative.)"
import { describeDroneEnhancement } from './drone-enhancement-test-support';

describe('thirteenOfNineteen', () => describeDroneEnhancement('Thirteen of Nineteen', 'WEAPONS'));
