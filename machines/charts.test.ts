import { charts, escapeLabel, nodeName, toMermaid } from './charts';
import { gameMachine } from './game.machine';

describe('escapeLabel', () => {
  it('should write the colons, semicolons and hashes Mermaid reads as syntax as its entity codes', () => {
    // Arrange
    const description = "Rulebook 7.2 'Attempting a Mission': met; then #1";
    // Act
    const label = escapeLabel(description);
    // Assert
    expect(label).toBe("Rulebook 7.2 'Attempting a Mission'#58; met#59; then #35;1");
  });

  it('should keep a label on one line, with double quotes as single ones', () => {
    // Act
    const label = escapeLabel('two\n  lines "quoted"');
    // Assert
    expect(label).toBe("two lines 'quoted'");
  });
});

describe('toMermaid', () => {
  it('should leave no raw colon or semicolon in a note or a label after the one that starts it', () => {
    // Act
    const lines = Object.values(charts).flatMap((machine) => toMermaid(machine).split('\n'));
    // Assert
    const labels = lines
      .filter((line) => line.includes(' : '))
      .map((line) => line.split(' : ').slice(1).join(' : '));
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((label) => /[:;]/.test(label.replace(/#\d+;/g, '')))).toEqual([]);
  });

  it('should name each state by its XState id and draw the invoked children', () => {
    // Act
    const text = toMermaid(gameMachine);
    // Assert
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain(`${nodeName('game.playPhase')} : playPhase ⟶ invokes playPhase`);
  });
});
