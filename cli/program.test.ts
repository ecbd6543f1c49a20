import type { Command } from 'commander';
import { version } from '../package.json';
import { program } from './program';
import { stccg } from './test-support';

describe('runCli', () => {
  it.each(subcommandPaths())(
    'should answer `stccg %s --help` and -h with exit 0, listing every flag',
    async (path) => {
      // Arrange
      const words = path.split(' ');
      const flags = commandAt(words).options.map((o) => o.long);
      // Act
      const long = await stccg(...words, '--help');
      const short = await stccg(...words, '-h');
      // Assert
      expect([long.code, short.code]).toEqual([0, 0]);
      expect(short.stdout).toEqual(long.stdout);
      for (const flag of flags) expect(long.stdout.join('\n')).toContain(flag);
      expect(long.stderr).toEqual([]);
    },
  );

  it('should print the version with --version and exit 0', async () => {
    // Act
    const run = await stccg('--version');
    // Assert
    expect(run).toEqual({ code: 0, stdout: [version], stderr: [] });
  });

  it('should suggest the command meant by a misspelt one and exit 2 (a usage error)', async () => {
    // Act
    const run = await stccg('simulat');
    // Assert
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual(["stccg: unknown command 'simulat'", '(Did you mean simulate?)']);
  });

  it('should suggest the option meant by a misspelt one', async () => {
    // Act
    const run = await stccg('simulate', '--seeds', '3');
    // Assert
    expect(run).toEqual({
      code: 2,
      stdout: [],
      stderr: ["stccg: unknown option '--seeds'", '(Did you mean --seed?)'],
    });
  });

  it.each([['constructor'], ['toString'], ['__proto__'], ['hasOwnProperty']])(
    'should refuse the command %s as unknown in one line, without a stack trace',
    async (name) => {
      // Act
      const run = await stccg(name);
      // Assert
      expect(run).toEqual({ code: 2, stdout: [], stderr: [`stccg: unknown command '${name}'`] });
    },
  );

  it.each([
    [['simulate', '--bogus'], "stccg: unknown option '--bogus'"],
    [['replay'], "stccg: missing required argument 'file'"],
    [['simulate', 'extra'], "stccg: too many arguments for 'simulate'. Expected 0 arguments but got 1."],
    [['simulate', '--seed'], "stccg: option '--seed <S>' argument missing"],
  ])('should refuse the usage %j with exit 2 and one line', async (args, line) => {
    // Act
    const run = await stccg(...args);
    // Assert
    expect(run).toEqual({ code: 2, stdout: [], stderr: [line] });
  });

  it.each([[[]], [['deck']], [['cards']]])(
    'should print the help on stderr and exit 2 for %j',
    async (args) => {
      // Act
      const run = await stccg(...args);
      // Assert
      expect(run.code).toBe(2);
      expect(run.stdout).toEqual([]);
      expect(run.stderr[0]).toMatch(/^Usage: stccg/);
    },
  );

  it('should read --opt=value as --opt value', async () => {
    // Act
    const joined = await stccg('simulate', '--seed=7', '--players=random', '--max-commands=3');
    const spaced = await stccg('simulate', '--seed', '7', '--players', 'random', '--max-commands', '3');
    // Assert
    expect(joined.code).toBe(0);
    expect(joined).toEqual(spaced);
    expect(joined.stdout.filter((l) => l.startsWith('['))).toHaveLength(3);
  });
});

// Helpers

function commandAt(words: ReadonlyArray<string>): Command {
  let command = program({ out: { stdout: () => {}, stderr: () => {} }, exitCode: 0 });
  for (const word of words) command = command.commands.find((c) => c.name() === word) as Command;
  return command;
}

function subcommandPaths(): ReadonlyArray<string> {
  const walk = (command: Command, prefix: ReadonlyArray<string>): ReadonlyArray<string> =>
    command.commands
      .filter((c) => c.name() !== 'help')
      .flatMap((c) => [[...prefix, c.name()].join(' '), ...walk(c, [...prefix, c.name()])]);
  return walk(commandAt([]), []);
}
