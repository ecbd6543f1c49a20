import { profileReport } from './profile-report';

// `npm run profile` (issue #17): the tables of a CPU profile. A profile of three frames, root → play → list, with
// `list` also called from `play` through `send`: 1 ms in `play` itself, 3 ms in `list` under `play`, 2 ms in
// `list` under `send`, 4 ms in `send` itself: 10 ms in all.
describe('profileReport', () => {
  const frame = (functionName: string) => ({
    functionName,
    url: 'file:///bench/x.js',
    lineNumber: 0,
    columnNumber: 0,
  });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2] },
      { id: 2, callFrame: frame('play'), children: [3, 4] },
      { id: 3, callFrame: frame('list'), children: [] },
      { id: 4, callFrame: frame('send'), children: [5] },
      { id: 5, callFrame: frame('list'), children: [] },
    ],
    samples: [2, 3, 3, 3, 5, 5, 4, 4, 4, 4],
    timeDeltas: Array.from({ length: 10 }, () => 1000),
  };
  const report = profileReport(profile, undefined, { top: 10, under: ['send'] });
  const section = (title: string): ReadonlyArray<string> => {
    const start = report.findIndex((line) => line.startsWith(title));
    const end = report.findIndex((line, index) => index > start && line.endsWith(':'));
    return report.slice(start + 1, end < 0 ? undefined : end);
  };

  it('should give each function its self time, summed over its frames, biggest first', () => {
    expect(section('self time by function')).toEqual([
      ' 50.0%  list x.js:1',
      ' 40.0%  send x.js:1',
      ' 10.0%  play x.js:1',
    ]);
  });

  it('should count a function once in the inclusive time of each sample under it', () => {
    expect(section('inclusive time by function')).toEqual([
      '100.0%  play x.js:1',
      '100.0%  (root) x.js:1',
      ' 60.0%  send x.js:1',
      ' 50.0%  list x.js:1',
    ]);
  });

  it('should break down the time of a function named by `under` into its callees and itself', () => {
    expect(section('under "send"')).toEqual([' 40.0%  (self)', ' 20.0%  list x.js:1']);
  });

  it('should sum the time sampled', () => {
    expect(report[0]).toBe('profile: 10 ms sampled');
  });
});
