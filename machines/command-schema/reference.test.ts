// The checked-in command reference is the one the schemas write (`npm run commands:reference` regenerates it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandJsonSchema, commandReference } from './reference';

describe('commandReference', () => {
  it('should match the checked-in REFERENCE.md (run `npm run commands:reference` after changing a command)', () => {
    // Arrange
    const checkedIn = readFileSync(join(__dirname, 'REFERENCE.md'), 'utf8');
    // Act
    const written = commandReference();
    // Assert
    expect(checkedIn).toBe(written);
  });
});

describe('commandJsonSchema', () => {
  it('should match the checked-in commands.schema.json (run `npm run commands:reference` after changing a command)', () => {
    // Arrange
    const checkedIn = readFileSync(join(__dirname, 'commands.schema.json'), 'utf8');
    // Act
    const written = commandJsonSchema();
    // Assert
    expect(checkedIn).toBe(written);
  });
});
