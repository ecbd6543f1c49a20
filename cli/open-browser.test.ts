import { openerFor, openInBrowser } from './open-browser';

describe('openerFor', () => {
  it("should use each platform's own opener of a URL", () => {
    // Act
    const openers = (['linux', 'darwin', 'win32'] as const).map((p) => openerFor(p, 'http://127.0.0.1:4242'));
    // Assert
    expect(openers).toEqual([
      ['xdg-open', ['http://127.0.0.1:4242']],
      ['open', ['http://127.0.0.1:4242']],
      ['cmd', ['/c', 'start', '""', 'http://127.0.0.1:4242']],
    ]);
  });
});

describe('openInBrowser', () => {
  it('should launch the opener with the URL, and report a launch that fails', () => {
    // Arrange
    const launched: string[] = [];
    const failures: string[] = [];
    // Act
    openInBrowser(
      'http://127.0.0.1:1',
      (error) => failures.push(error.message),
      'linux',
      (command, args, failed) => {
        launched.push([command, ...args].join(' '));
        failed(new Error('spawn xdg-open ENOENT'));
      },
    );
    // Assert
    expect(launched).toEqual(['xdg-open http://127.0.0.1:1']);
    expect(failures).toEqual(['spawn xdg-open ENOENT']);
  });
});
