// Four of Eleven (fc/fourofeleven), personnel, special skill:
// "While on your ship, SHIELDS are +2. (Cumulative.)"
import { describeDroneEnhancement } from './drone-enhancement-test-support';

describe('fourOfEleven', () => describeDroneEnhancement('Four of Eleven', 'SHIELDS'));
